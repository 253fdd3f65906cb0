import {
  GIFT_CARD_MESSAGES,
  maskedGiftCard,
  type GiftCard,
  type GiftCardBalance,
  type GiftCardIssued,
  type GiftCardList,
  type GiftCardRedeemed,
} from '@storefront/contract/gift-cards';
import { formatCents, toCents } from '@storefront/contract/money';
import { desc, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { requireRole, requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { creditFromGiftCard } from '../store-credit/index.ts';
import { newGiftCardCode } from './gift-card-codes.ts';
import { cardByCode, cardById, entriesOf, insertCard, moveBalance } from './gift-card-ledger.ts';
import { sendGiftCardMail } from './gift-card-mail.ts';
import { giftCardView } from './gift-card-view.ts';
import { giftCards } from './gift-cards.tables.ts';

/** The most one card may hold (a goodwill card is not a bank account). */
const MAX_CENTS = 1_000_000;
const LIST_LIMIT = 200;

/** Staff and admin list the store's cards, newest first, with balance, status and ledger. */
export function listGiftCards(ctx: RequestContext): Promise<GiftCardList> {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const cards = await tx
      .select()
      .from(giftCards)
      .where(eq(giftCards.tenantId, ctx.tenant.id))
      .orderBy(desc(giftCards.id))
      .limit(LIST_LIMIT);
    const entries = await entriesOf(
      tx,
      ctx.tenant.id,
      cards.map((c) => c.id),
    );
    return { results: cards.map((c) => giftCardView(c, entries.get(c.id) ?? [])) };
  });
}

/**
 * Staff and admin issue a card (a goodwill card) of an amount to an e-mail address, audited; the code is
 * e-mailed to that address and answered once, here.
 */
export async function issueGiftCard(
  ctx: RequestContext,
  mailer: Mailer,
  body: { amount: string; email: string; note: string },
): Promise<GiftCardIssued> {
  const actor = requireRole(ctx, 'staff', 'admin');
  const cents = toCents(body.amount);
  if (cents <= 0) throw new BadRequest(GIFT_CARD_MESSAGES.zero, { amount: GIFT_CARD_MESSAGES.zero });
  if (cents > MAX_CENTS)
    throw new BadRequest(GIFT_CARD_MESSAGES.tooMuch, { amount: GIFT_CARD_MESSAGES.tooMuch });
  const code = newGiftCardCode();
  const issued = await ctx.db(async (tx) => {
    const card = await insertCard(
      tx,
      ctx.tenant.id,
      code,
      cents,
      { recipientEmail: body.email, note: body.note, issuedBy: actor.id },
      { reason: body.note || 'Issued by staff', actorId: actor.id },
    );
    await audit(tx, ctx.tenant.id, actor, 'gift_card.issue', maskedGiftCard(card.last4), {
      amount: formatCents(cents),
      email: body.email,
    });
    const entries = await entriesOf(tx, ctx.tenant.id, [card.id]);
    return giftCardView(card, entries.get(card.id) ?? []);
  });
  await sendGiftCardMail(ctx, mailer, { code, cents, to: body.email, note: body.note });
  return { ...issued, code };
}

/** Staff and admin void a card: its balance goes to zero (a `void` line) and it can no longer be spent. */
export function voidGiftCard(ctx: RequestContext, id: number): Promise<GiftCard> {
  const actor = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const card = await cardById(tx, ctx.tenant.id, id);
    if (!card) throw new NotFound('Gift card not found');
    if (card.status === 'void') throw new Conflict(GIFT_CARD_MESSAGES.alreadyVoid);
    await moveBalance(tx, ctx.tenant.id, id, -card.balance, { kind: 'void', actorId: actor.id });
    await audit(tx, ctx.tenant.id, actor, 'gift_card.void', maskedGiftCard(card.last4), {
      balance: formatCents(card.balance),
    });
    const after = (await cardById(tx, ctx.tenant.id, id))!;
    return giftCardView(after, (await entriesOf(tx, ctx.tenant.id, [id])).get(id) ?? []);
  });
}

/** Anyone with a code reads its card's balance and status in this store (rate limited by the route). */
export async function giftCardBalance(ctx: RequestContext, code: string): Promise<GiftCardBalance> {
  const card = await ctx.db((tx) => cardByCode(tx, ctx.tenant.id, code, false));
  if (!card) throw new NotFound(GIFT_CARD_MESSAGES.notFound);
  return { card: maskedGiftCard(card.last4), balance: formatCents(card.balance), status: card.status };
}

/**
 * The signed-in customer moves a card's whole balance onto their store credit, one transaction with both
 * ledgers (the credit's line names the card: "Gift card ····ABCD"); the card is then empty.
 */
export function redeemGiftCard(ctx: RequestContext, code: string): Promise<GiftCardRedeemed> {
  const user = requireUser(ctx);
  return ctx.db(async (tx) => {
    const card = await cardByCode(tx, ctx.tenant.id, code, true);
    if (!card || card.status !== 'active') throw new NotFound(GIFT_CARD_MESSAGES.notFound);
    if (card.balance <= 0) throw new Conflict(GIFT_CARD_MESSAGES.empty, { code: GIFT_CARD_MESSAGES.empty });
    const name = maskedGiftCard(card.last4);
    await moveBalance(tx, ctx.tenant.id, card.id, -card.balance, {
      kind: 'redeem',
      userId: user.id,
      reason: `Redeemed onto ${user.username}'s store credit`,
    });
    const balance = await creditFromGiftCard(tx, ctx.tenant.id, user.id, card.balance, name);
    return { card: name, credited: formatCents(card.balance), store_credit_balance: formatCents(balance) };
  });
}
