import { createHmac, timingSafeEqual } from 'node:crypto';
import Handlebars from 'handlebars';

/** One offer in an alert digest. */
export interface AlertLine {
  card: string;
  detail: string;
  price: string;
  maxPrice: string | null;
  url: string;
}

/** One list in a digest, with its matches and the link that turns its alerts off. */
export interface AlertList {
  name: string;
  unsubscribeUrl: string;
  lines: AlertLine[];
}

export interface AlertView {
  storeName: string;
  firstName: string;
  lists: AlertList[];
  wantlistsUrl: string;
}

// The HTML part escapes every value ({{ }}); the text part has no markup to break.
const html = Handlebars.compile(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cards you want are in stock</title></head>
<body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">{{storeName}}</p>
<h1 style="font-size:20px">Hi {{firstName}}, cards on your wantlists are in stock</h1>
{{#each lists}}<h2 style="font-size:16px">{{name}}</h2>
<ul>{{#each lines}}<li><a href="{{url}}">{{card}}</a> · {{detail}} · {{price}}{{#if maxPrice}} (your maximum {{maxPrice}}){{/if}}</li>{{/each}}</ul>
<p style="font-size:12px;color:#4b5563"><a href="{{unsubscribeUrl}}">Stop alerts for {{name}}</a></p>
{{/each}}
<p style="margin-top:24px"><a href="{{wantlistsUrl}}">Your wantlists</a></p>
</div></body></html>`);
const text = Handlebars.compile(
  `Hi {{firstName}}, cards on your wantlists are in stock at {{storeName}}.
{{#each lists}}
{{name}}:
{{#each lines}}- {{card}} · {{detail}} · {{price}}{{#if maxPrice}} (your maximum {{maxPrice}}){{/if}}: {{url}}
{{/each}}Stop alerts for {{name}}: {{unsubscribeUrl}}
{{/each}}
Your wantlists: {{wantlistsUrl}}
`,
  { noEscape: true },
);

/** The alert digest's subject and its two parts. */
export function alertMail(view: AlertView) {
  const cards = view.lists.reduce((n, l) => n + l.lines.length, 0);
  const subject =
    cards === 1
      ? `${view.lists[0]!.lines[0]!.card} is in stock at ${view.storeName}`
      : `${cards} cards you want are in stock at ${view.storeName}`;
  return { subject, text: text(view), html: html(view) };
}

const sign = (secret: string, tenantId: string, listId: number) =>
  createHmac('sha256', secret).update(`wantlist-alerts:${tenantId}:${listId}`).digest('base64url');

/** The unsubscribe link's token: the store's signature of the list (it cannot be made without the secret). */
export const unsubscribeToken = sign;

/** Whether `token` is the signature of `listId` in this store. */
export function validUnsubscribeToken(secret: string, tenantId: string, listId: number, token: string) {
  const expected = Buffer.from(sign(secret, tenantId, listId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
