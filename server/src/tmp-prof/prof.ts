import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client.ts';
import { loadConfig } from '../config.ts';
import { requestContext } from '../platform/tenancy.ts';
import { TcgSearchQuerySchema } from '@storefront/contract/tcg';
import { currentIndex } from '../modules/tcg/card-index/store-indexes.ts';
import { pickFromIndex } from '../modules/tcg/card-index/index-search.ts';
import { readCards } from '../modules/tcg/tcg-search.service.ts';
import { evalBitmap } from '../modules/tcg/card-index/index-eval.ts';
import { searchExpr } from '../modules/tcg/card-index/index-query.ts';

const config = { ...loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'bench'.repeat(8), LOG_LEVEL: 'warn' }), databaseUrl: process.env.BENCH_DATABASE_URL };
const handle = await openDatabase(config);
const [tenant] = await queryRows<any>(handle.db, sql`select * from tenants where slug = 'cards'`);
const ctx = requestContext(handle.db, tenant, null, 2000);
let t = Date.now();
const index = await currentIndex(tenant.id, ctx.pick);
console.log('build ms', Date.now() - t, 'size', index?.size, 'mem MB', Math.round(process.memoryUsage().heapUsed / 1e6), Math.round(process.memoryUsage().arrayBuffers / 1e6));
const queries = ['', 'sort=price&order=desc', 'game=mtg&rarity=mythic', 'game=mtg&rarity=rare&min_price=1&max_price=20&in_stock=true&sort=price',
 'game=mtg&color=R&card_type=Creature&min_price=1&max_price=10&in_stock=true', 'game=pokemon&color=Fire&max_price=5&sort=price', 'set=g42&page=3', 'set=g7&sort=price&order=desc',
 'q=dragn', 'q=charizrd', 'q=goblin wizrd', 'q=t:dragon c:r mv>=5', 'q=t:creature c=rg pow>=4', 'q=(t:elf or t:goblin) -c:g r>=rare', 'q=game:pokemon (c:fire or c:water) usd<2', 'q=o:"draw a card" usd<1', 'q=o:trample is:foil'];
for (const qs of queries) {
  const q = TcgSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  const times: number[] = [];
  let r: any;
  for (let i = 0; i < 5; i++) {
    const a = performance.now();
    await currentIndex(tenant.id, ctx.pick);
    const b = performance.now();
    r = await pickFromIndex(ctx, index!, q, 10000);
    const c = performance.now();
    await readCards(ctx, r.ids);
    const d = performance.now();

    times.push([b - a, c - b, d - c].map((x) => x.toFixed(1)) as any);
  }
  console.log(qs.padEnd(75), 'count', r.count, 'sync/pick/read ms', JSON.stringify(times.slice(2)));
}
await handle.close();
