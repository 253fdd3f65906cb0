import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@storefront/contract/money';
import { queryRows, type Transaction } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { readWatermark } from '../../platform/store-indexes.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { userById } from '../auth/index.ts';
import { readChanges, STORE_ROWS } from '../catalog-read/index.ts';
import { refreshMatches, type MatchScope } from './wantlist-matching.ts';
import { alertMail, unsubscribeToken, type AlertList } from './wantlist-mail.ts';
import { wantlistDigests, wantlistMatches, wantlistScans } from './wantlists.tables.ts';

/** At most one alert e-mail per shopper in this long. */
export const DIGEST_GAP_MS = 60 * 60 * 1000;
/** Past this many changed products, a scan works out every wanted item's matches instead. */
const MAX_SCANNED_CHANGES = 20_000;

export interface AlertRun {
  /** Products the change log named since the last scan (null: every wanted item was matched again). */
  changed: number | null;
  queued: number;
  cleared: number;
  /** Alert e-mails sent (one per shopper). */
  sent: number;
}

interface Pending {
  item_id: number;
  variant_id: number;
  user_id: number;
  list_id: number;
  list_name: string;
  card: string;
  slug: string;
  variant: string;
  set_code: string | null;
  price: string;
  max_price: string | null;
}

/** The change log since the watermark (or everything), and the next watermark. */
async function scanScope(tx: Transaction, tenantId: string) {
  const [mark] = await tx.select().from(wantlistScans).where(eq(wantlistScans.tenantId, tenantId));
  const changes = mark ? await readChanges(tx, tenantId, mark.watermark, MAX_SCANNED_CHANGES) : null;
  if (!changes) return { scope: { all: true } as MatchScope, next: await readWatermark(tx), changed: null };
  const products = changes.ids.filter((id) => id !== STORE_ROWS);
  return { scope: { products } as MatchScope, next: changes.xmin, changed: products.length };
}

/** Offers waiting for a digest, of shoppers whose last alert is older than DIGEST_GAP_MS at `now`. */
function pendingDue(tx: Transaction, tenantId: string, now: Date) {
  const since = new Date(now.getTime() - DIGEST_GAP_MS);
  return queryRows<Pending>(
    tx,
    sql`select m.item_id, m.variant_id, l.user_id, l.id as list_id, l.name as list_name, p.name as card,
               p.slug, v.name as variant, c.set_code, m.price::text as price, i.max_price::text as max_price
          from wantlist_matches m
          join wantlist_items i on i.tenant_id = m.tenant_id and i.id = m.item_id
          join wantlists l on l.tenant_id = i.tenant_id and l.id = i.wantlist_id and l.alerts
          join products p on p.tenant_id = m.tenant_id and p.id = m.product_id
          join product_variants v on v.tenant_id = m.tenant_id and v.id = m.variant_id
          left join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id
         where m.tenant_id = ${tenantId} and m.notified_at is null and not m.silent
           and not exists (select 1 from wantlist_digests d where d.tenant_id = m.tenant_id
                            and d.user_id = l.user_id and d.sent_at > ${since.toISOString()}::timestamptz)
         order by l.user_id, l.id, i.id, m.price, m.variant_id`,
  );
}

/** Marks one shopper's offers as told and records the digest; answers the e-mail to send after commit. */
async function takeDigest(
  tx: Transaction,
  ctx: RequestContext,
  links: { mailer: Mailer; secret: string },
  userId: number,
  rows: Pending[],
  now: Date,
): Promise<MailMessage> {
  const tenantId = ctx.tenant.id;
  for (const r of rows)
    await tx
      .update(wantlistMatches)
      .set({ notifiedAt: now })
      .where(
        and(
          eq(wantlistMatches.tenantId, tenantId),
          eq(wantlistMatches.itemId, r.item_id),
          eq(wantlistMatches.variantId, r.variant_id),
          isNull(wantlistMatches.notifiedAt),
        ),
      );
  await tx.insert(wantlistDigests).values({ tenantId, userId, matches: rows.length, sentAt: now });
  const user = await userById(tx, tenantId, userId);
  const link = (path: string) => links.mailer.link(ctx.tenant, path);
  const lists = new Map<number, AlertList>();
  for (const r of rows) {
    const token = unsubscribeToken(links.secret, tenantId, r.list_id);
    const list = lists.get(r.list_id) ?? {
      name: r.list_name,
      unsubscribeUrl: link(`/wantlists/unsubscribe?list=${r.list_id}&token=${token}`),
      lines: [],
    };
    list.lines.push({
      card: r.card,
      detail: [r.set_code?.toUpperCase(), r.variant].filter(Boolean).join(' · '),
      price: `$${formatCents(toCents(r.price))}`,
      maxPrice: r.max_price === null ? null : `$${formatCents(toCents(r.max_price))}`,
      url: link(`/products/${r.slug}`),
    });
    lists.set(r.list_id, list);
  }
  const [first] = lists.keys();
  const firstToken = unsubscribeToken(links.secret, tenantId, first!);
  const mail = alertMail({
    storeName: ctx.tenant.name,
    firstName: user.firstName || user.username,
    lists: [...lists.values()],
    wantlistsUrl: link('/account/wantlists'),
  });
  return {
    to: user.email,
    ...mail,
    headers: {
      'List-Unsubscribe': `<${link(`/api/wantlists/unsubscribe/?list=${first}&token=${firstToken}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * One alert step for a store (decision 063): reads the catalogue's change log since its watermark, brings
 * the matches of the changed products up to date (queues offers that started matching, forgets those that
 * stopped), then sends each shopper whose last alert is over an hour old one digest of everything queued.
 * Whatever wrote the stock or price (an import, a buylist, a staff edit, a pricing run), the log names it.
 * Two instances: one holds the store's advisory lock for the step, the other skips it.
 */
export async function runAlerts(
  ctx: RequestContext,
  links: { mailer: Mailer; secret: string },
  now = new Date(),
): Promise<AlertRun | null> {
  const tenantId = ctx.tenant.id;
  const taken = await ctx.db(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('wantlist-alerts'), hashtext(${tenantId})) as ok`,
    );
    if (!lock?.ok) return null;
    const { scope, next, changed } = await scanScope(tx, tenantId);
    const counts =
      'products' in scope && !scope.products.length
        ? { queued: 0, cleared: 0 }
        : await refreshMatches(tx, tenantId, scope);
    await tx
      .insert(wantlistScans)
      .values({ tenantId, watermark: next, scannedAt: now })
      .onConflictDoUpdate({ target: [wantlistScans.tenantId], set: { watermark: next, scannedAt: now } });
    const pending = await pendingDue(tx, tenantId, now);
    const mails: MailMessage[] = [];
    for (const userId of new Set(pending.map((p) => p.user_id)))
      mails.push(
        await takeDigest(
          tx,
          ctx,
          links,
          userId,
          pending.filter((p) => p.user_id === userId),
          now,
        ),
      );
    return { changed, ...counts, mails };
  });
  if (!taken) return null;
  // After the commit: the offers are marked told, so no other step sends them again.
  for (const mail of taken.mails) await links.mailer.send(ctx, mail);
  return { changed: taken.changed, queued: taken.queued, cleared: taken.cleared, sent: taken.mails.length };
}
