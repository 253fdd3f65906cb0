import Handlebars from 'handlebars';

/**
 * The order e-mails' templates (Handlebars). The HTML part escapes every value (`{{ }}`); the text part is
 * compiled without escaping, since plain text has no markup to break. Both read one view (OrderMailView).
 */
const html = Handlebars.create();
const text = Handlebars.create();

html.registerPartial(
  'lines',
  `<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px">
  <thead><tr style="text-align:left;border-bottom:1px solid #e5e7eb">
    <th>Item</th><th style="text-align:right">Qty</th><th style="text-align:right">Price</th><th style="text-align:right">Total</th>
  </tr></thead>
  <tbody>
  {{#each lines}}<tr style="border-bottom:1px solid #f3f4f6">
    <td>{{name}}{{#if variant}}<br><span style="color:#4b5563">{{variant}}</span>{{/if}}</td>
    <td style="text-align:right">{{quantity}}</td><td style="text-align:right">{{unitPrice}}</td>
    <td style="text-align:right">{{lineTotal}}{{#if discount}}<br><span style="color:#4b5563">{{discount}}</span>{{/if}}</td>
  </tr>{{/each}}
  </tbody>
  <tfoot>
    <tr><td colspan="3" style="text-align:right">Subtotal</td><td style="text-align:right">{{subtotal}}</td></tr>
    {{#if discount}}<tr><td colspan="3" style="text-align:right">{{discountRow}}</td><td style="text-align:right">{{discount}}</td></tr>{{/if}}
    <tr><td colspan="3" style="text-align:right">{{shippingRow}}</td><td style="text-align:right">{{shipping}}</td></tr>
    {{#if tax}}<tr><td colspan="3" style="text-align:right">{{taxLabel}}</td><td style="text-align:right">{{tax}}</td></tr>{{/if}}
    <tr><td colspan="3" style="text-align:right"><strong>Total</strong></td><td style="text-align:right"><strong>{{total}}</strong></td></tr>
    {{#each payments}}<tr><td colspan="3" style="text-align:right">{{label}}</td><td style="text-align:right">{{amount}}</td></tr>{{/each}}
  </tfoot>
</table>`,
);
html.registerPartial('address', `<p style="margin:0">{{#each address}}{{this}}<br>{{/each}}</p>`);
text.registerPartial(
  'lines',
  `{{#each lines}}{{quantity}} × {{name}}{{#if variant}} ({{variant}}){{/if}} at {{unitPrice}}: {{lineTotal}}{{#if discount}} ({{discount}}){{/if}}
{{/each}}
Subtotal: {{subtotal}}
{{#if discount}}{{discountRow}}: {{discount}}
{{/if}}{{shippingRow}}: {{shipping}}
{{#if tax}}{{taxLabel}}: {{tax}}
{{/if}}Total: {{total}}
{{#each payments}}{{label}}: {{amount}}
{{/each}}`,
);
text.registerPartial('address', `{{#each address}}{{this}}\n{{/each}}`);

const layout = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{subject}}</title></head>
<body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">{{storeName}}</p>
${body}
<p style="margin-top:24px"><a href="{{orderUrl}}">View order {{orderNumber}}</a></p>
</div></body></html>`;

const TEMPLATES = {
  receipt: {
    html: layout(`<h1 style="font-size:20px">Thank you for your order, {{firstName}}!</h1>
<p>Order <strong>{{orderNumber}}</strong> · placed {{placedOn}}</p>
{{> lines}}
<p><strong>Payment:</strong> {{paymentMethod}}</p>
<p><strong>{{addressHeading}}</strong></p>{{> address}}
{{#if notes}}<p><strong>Your notes:</strong> {{notes}}</p>{{/if}}
<p>We will e-mail you again when your order ships.</p>`),
    text: `Thank you for your order, {{firstName}}!

Order {{orderNumber}} · placed {{placedOn}}

{{> lines}}
Payment: {{paymentMethod}}

{{addressHeading}}:
{{> address}}

{{#if notes}}Your notes: {{notes}}

{{/if}}We will e-mail you again when your order ships.

View your order: {{orderUrl}}
`,
  },
  shipped: {
    html: layout(`<h1 style="font-size:20px">Your order {{orderNumber}} {{shippedVerb}}</h1>
{{#if carrier}}<p><strong>Carrier:</strong> {{carrier}}<br><strong>Tracking number:</strong> {{trackingNumber}}</p>
{{#if trackingUrl}}<p><a href="{{trackingUrl}}">Track your parcel with {{carrier}}</a></p>{{/if}}{{/if}}
<p><strong>{{addressHeading}}</strong></p>{{> address}}
{{> lines}}`),
    text: `Your order {{orderNumber}} {{shippedVerb}}

{{#if carrier}}Carrier: {{carrier}}
Tracking number: {{trackingNumber}}
{{#if trackingUrl}}Track your parcel: {{trackingUrl}}
{{/if}}
{{/if}}{{addressHeading}}:
{{> address}}
{{> lines}}
View your order: {{orderUrl}}
`,
  },
  cancelled: {
    html: layout(`<h1 style="font-size:20px">Your order {{orderNumber}} has been cancelled</h1>
<p>The store has cancelled your order. Nothing from it will be sent.</p>
{{#if creditReturned}}<p>{{creditReturned}} of store credit you spent on it is back in your balance.</p>{{/if}}
{{> lines}}`),
    text: `Your order {{orderNumber}} has been cancelled

The store has cancelled your order. Nothing from it will be sent.
{{#if creditReturned}}{{creditReturned}} of store credit you spent on it is back in your balance.
{{/if}}
{{> lines}}
View your order: {{orderUrl}}
`,
  },
  refunded: {
    html: layout(`<h1 style="font-size:20px">We have refunded {{refund.total}} on your order {{orderNumber}}</h1>
<p>The money goes back {{refund.destination}}.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px">
{{#each refund.lines}}<tr><td>{{quantity}} × {{name}}</td><td style="text-align:right">{{amount}}</td></tr>{{/each}}
{{#if refund.shipping}}<tr><td>Shipping</td><td style="text-align:right">{{refund.shipping}}</td></tr>{{/if}}
{{#if refund.tax}}<tr><td>{{taxLabel}}</td><td style="text-align:right">{{refund.tax}}</td></tr>{{/if}}
<tr><td><strong>Refunded</strong></td><td style="text-align:right"><strong>{{refund.total}}</strong></td></tr>
</table>
{{#if refund.reason}}<p><strong>Reason:</strong> {{refund.reason}}</p>{{/if}}`),
    text: `We have refunded {{refund.total}} on your order {{orderNumber}}

The money goes back {{refund.destination}}.

{{#each refund.lines}}{{quantity}} × {{name}}: {{amount}}
{{/each}}{{#if refund.shipping}}Shipping: {{refund.shipping}}
{{/if}}{{#if refund.tax}}{{taxLabel}}: {{refund.tax}}
{{/if}}Refunded: {{refund.total}}
{{#if refund.reason}}Reason: {{refund.reason}}
{{/if}}
View your order: {{orderUrl}}
`,
  },
  returnApproved: {
    html: layout(`<h1 style="font-size:20px">Your return on order {{orderNumber}} is approved</h1>
<p>Please send these back to us. We refund them once they arrive.</p>
<ul>{{#each return.lines}}<li>{{quantity}} × {{name}}</li>{{/each}}</ul>`),
    text: `Your return on order {{orderNumber}} is approved

Please send these back to us. We refund them once they arrive.

{{#each return.lines}}{{quantity}} × {{name}}
{{/each}}
View your order: {{orderUrl}}
`,
  },
  returnRejected: {
    html: layout(`<h1 style="font-size:20px">Your return on order {{orderNumber}} was not accepted</h1>
<p><strong>Why:</strong> {{return.note}}</p>
<ul>{{#each return.lines}}<li>{{quantity}} × {{name}}</li>{{/each}}</ul>`),
    text: `Your return on order {{orderNumber}} was not accepted

Why: {{return.note}}

{{#each return.lines}}{{quantity}} × {{name}}
{{/each}}
View your order: {{orderUrl}}
`,
  },
} as const;

export type OrderMailKind = keyof typeof TEMPLATES;

/** Every value a template reads, already formatted for people ("$12.34"). */
export interface OrderMailView {
  subject: string;
  storeName: string;
  orderNumber: string;
  orderUrl: string;
  firstName: string;
  placedOn: string;
  lines: {
    name: string;
    variant: string | null;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
    /** "−$1.50" off the line, null without a discount (decision 060). */
    discount: string | null;
  }[];
  subtotal: string;
  /** "−$3.00", null without a discount; `discountRow` names the code. */
  discount: string | null;
  discountRow: string;
  /** "Shipping (Standard Shipping)", or a pickup's name. */
  shippingRow: string;
  shipping: string;
  /** The order's tax, null when it was not taxed. */
  tax: string | null;
  taxLabel: string;
  total: string;
  payments: { label: string; amount: string }[];
  paymentMethod: string;
  /** "Shipping to", or "Pickup" above where the order is collected. */
  addressHeading: string;
  address: string[];
  notes: string;
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  shippedVerb?: string;
  creditReturned?: string | null;
  /** A refund's lines and amounts, and where the money went ("to your card", "as store credit"). */
  refund?: {
    total: string;
    destination: string;
    lines: { quantity: number; name: string; amount: string }[];
    shipping: string | null;
    tax: string | null;
    reason: string;
  };
  /** A return's lines, and staff's note when it was rejected. */
  return?: { lines: { quantity: number; name: string }[]; note: string };
}

const compiled = Object.fromEntries(
  Object.entries(TEMPLATES).map(([kind, t]) => [
    kind,
    { html: html.compile(t.html), text: text.compile(t.text, { noEscape: true }) },
  ]),
) as Record<OrderMailKind, { html: Handlebars.TemplateDelegate; text: Handlebars.TemplateDelegate }>;

/** The HTML and plain-text parts of one order e-mail. */
export function renderOrderMail(kind: OrderMailKind, view: OrderMailView): { html: string; text: string } {
  const template = compiled[kind];
  return { html: template.html(view), text: template.text(view) };
}
