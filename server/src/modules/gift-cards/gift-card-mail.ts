import Handlebars from 'handlebars';
import { formatPrice, type Cents } from '@storefront/contract/money';
import type { Mailer } from '../../platform/mail.ts';
import type { RequestContext } from '../../platform/tenancy.ts';

const html = Handlebars.compile(
  `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;color:#111827">
  <h1 style="font-size:20px">{{heading}}</h1>
  {{#if note}}<p>{{note}}</p>{{/if}}
  <p>Your gift card for <strong>{{amount}}</strong> at {{store}}:</p>
  <p style="font-size:22px;font-family:ui-monospace,monospace;letter-spacing:2px;padding:12px;border:1px dashed #9ca3af;text-align:center">{{code}}</p>
  <p>Enter this code at checkout to pay with it, or redeem it onto your account's store credit.
  Check its balance at <a href="{{balanceLink}}">{{balanceLink}}</a>.</p>
</div>`,
);
const text = Handlebars.compile(
  `{{heading}}\n\n{{#if note}}{{note}}\n\n{{/if}}Your gift card for {{amount}} at {{store}}:\n\n    {{code}}\n\n` +
    `Enter this code at checkout to pay with it, or redeem it onto your account's store credit.\n` +
    `Check its balance at {{balanceLink}}\n`,
  { noEscape: true },
);

/** E-mails a new card's code to its recipient through the store's outbox (the only place the code goes). */
export async function sendGiftCardMail(
  ctx: RequestContext,
  mailer: Mailer,
  card: { code: string; cents: Cents; to: string; note: string },
): Promise<void> {
  const view = {
    heading: `A gift card from ${ctx.tenant.name}`,
    note: card.note,
    amount: formatPrice(card.cents),
    store: ctx.tenant.name,
    code: card.code,
    balanceLink: mailer.link(ctx.tenant, '/gift-cards/balance'),
  };
  await mailer.send(ctx, {
    to: card.to,
    subject: `Your ${formatPrice(card.cents)} gift card from ${ctx.tenant.name}`,
    text: text(view),
    html: html(view),
  });
}
