import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { injectAs, type signInAs, type TestApp } from '../../test/test-app.ts';
import { importAs, sample, withImportTestApp } from './collection/collection.test-helpers.ts';

// Card data links each printing's picture (Scryfall `image_uris`, MTGJSON's Scryfall id, pokemontcg.io
// `images`); the store shows that picture and draws one only where the data has none (issue 25, item 11).

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
withImportTestApp((app, who) => {
  t = app;
  admin = who;
});

// The sample catalogue has no stock, so shoppers see none of it yet: the pictures are read where the
// import wrote them (the demo store's cards, with stock, are checked through the API in tcg.test.ts).
async function pictureOf(name: string, set: string) {
  const [image] = await queryRows<{ file: string; alt_text: string }>(
    t.handle.db,
    sql`select i.file, i.alt_text from product_images i
        join products p on p.tenant_id = i.tenant_id and p.id = i.product_id
        join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id
        where p.tenant_id = ${t.stores.cards!.id} and p.name = ${name} and c.set_code = ${set}`,
  );
  return image;
}

const BOON = 'https://cards.scryfall.io/normal/front/5/a/5aadb382-f912-4ccb-98bc-1abdef733126.jpg?1562787056';

describe('card pictures from the imported data', () => {
  it("shows Scryfall's and MTGJSON's picture links, with the drawn picture only where there is none", async () => {
    expect(await pictureOf('Dragonscale Boon', 'ktk')).toEqual({
      file: BOON,
      alt_text: 'Dragonscale Boon, Common Magic: The Gathering card from Khans of Tarkir',
    });
    expect((await pictureOf('Karn, Scion of Urza', 'dom'))?.file).toBe(
      'https://cards.scryfall.io/normal/front/0/7/07a3d9e8-8597-498b-869c-cff79e0df516.jpg',
    );
    expect((await pictureOf('Archangel of Thune', 'm14'))?.file).toBe('/media/cards/cards/MTG-M14-5.svg');
  });

  it('keeps a linked picture when a file without links updates the card', async () => {
    const job = await importAs(t, admin, sample('mtg/csv/mtgjson-v3-csv/KTK.csv'), 'KTK.csv');
    expect(job.status).toBe('done');
    expect((await pictureOf('Dragonscale Boon', 'ktk'))?.file).toBe(BOON);
    expect((await pictureOf('Abzan Battle Priest', 'ktk'))?.file).toBe('/media/cards/cards/MTG-KTK-1.svg');
  });

  it('keeps no link to a host the stores do not show, and draws the picture instead', async () => {
    const card = (name: string, number: string, normal: string) => ({
      object: 'card',
      name,
      set: 'zzz',
      collector_number: number,
      rarity: 'common',
      image_uris: { normal },
    });
    const hostile = [
      card('Tracking Pixel', '1', 'https://evil.example/p.gif'),
      card('Script Link', '2', 'javascript:alert(1)'),
    ];
    const job = await importAs(t, admin, Buffer.from(JSON.stringify(hostile)), 'cards.json');
    expect([job.detectedFormat, job.status]).toEqual(['scryfall', 'done']);
    expect((await pictureOf('Tracking Pixel', 'zzz'))?.file).toBe('/media/cards/cards/MTG-ZZZ-1.svg');
    expect((await pictureOf('Script Link', 'zzz'))?.file).toBe('/media/cards/cards/MTG-ZZZ-2.svg');
  });

  it('lets shoppers’ browsers load pictures from the card hosts and nowhere else', async () => {
    const res = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/tenant-info/' });
    const imgSrc = /img-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)![1]!.split(' ');
    expect(imgSrc.filter((s) => s.startsWith('https:'))).toEqual([
      'https://cards.scryfall.io',
      'https://img.scryfall.com',
      'https://c1.scryfall.com',
      'https://images.pokemontcg.io',
    ]);
  });
});
