import type { ClientDetails } from '@storefront/contract/tenant';
import type { ContentSlug } from './content-slugs';

export interface ContentSection {
  heading: string;
  body: string;
}
export interface ContentPageText {
  title: string;
  intro: string;
  sections: ContentSection[];
}

type Store = { name: string; details: ClientDetails };

/** The store's information pages; wording uses the store's own name and contact details. */
export const CONTENT: Record<ContentSlug, (s: Store) => ContentPageText> = {
  about: (s) => ({
    title: 'About Us',
    intro: s.details.description || `${s.name} is an independent store.`,
    sections: [
      {
        heading: 'Who we are',
        body: `${s.details.business_name || s.name} is run by a small team who use what we sell.`,
      },
      { heading: 'Where to find us', body: s.details.address || 'We sell online only.' },
    ],
  }),
  contact: (s) => ({
    title: 'Contact Us',
    intro: 'We answer every message within one business day.',
    sections: [
      { heading: 'E-mail', body: s.details.email || 'Use the form on our help page.' },
      { heading: 'Phone', body: s.details.phone || 'Not available.' },
      { heading: 'Address', body: s.details.address || 'Online only.' },
    ],
  }),
  help: (s) => ({
    title: 'Help Center',
    intro: `Answers to the questions ${s.name} hears most.`,
    sections: [
      { heading: 'Orders', body: 'Sign in and open My Account → Order History to follow every order.' },
      {
        heading: 'Shipping and returns',
        body: 'See our Shipping Info and Returns pages for times, prices and how to send something back.',
      },
      { heading: 'Still stuck?', body: `Write to ${s.details.email || 'us'} and a person will reply.` },
    ],
  }),
  shipping: () => ({
    title: 'Shipping Info',
    intro: 'Free shipping on orders over $50.',
    sections: [
      {
        heading: 'Methods',
        body: 'Standard $5.99 (3-5 business days), Priority $9.99 (2-3 business days), Express $15.99 (1-2 business days).',
      },
      {
        heading: 'Processing',
        body: 'Orders are processed in 1-2 business days. You receive tracking as soon as your parcel leaves.',
      },
    ],
  }),
  returns: () => ({
    title: 'Returns',
    intro: 'Changed your mind? Send it back within 30 days.',
    sections: [
      {
        heading: 'Conditions',
        body: 'Items must be unused and in their original packaging. Opened sealed product cannot be returned.',
      },
      {
        heading: 'Refunds',
        body: 'Refunds go to the original payment method within 5 business days of receiving the return.',
      },
    ],
  }),
  faq: () => ({
    title: 'FAQ',
    intro: 'Frequently asked questions.',
    sections: [
      {
        heading: 'Do I need an account to buy?',
        body: 'Yes: an account keeps your cart, orders and addresses in one place.',
      },
      { heading: 'Which payment methods do you accept?', body: 'Card and cash on delivery.' },
      {
        heading: 'Can I change an order?',
        body: 'Contact us before it ships and we will change it for you.',
      },
    ],
  }),
  support: (s) => ({
    title: 'Support',
    intro: 'Something wrong with an order or the site? We are here to help.',
    sections: [
      { heading: 'Order problems', body: `Write to ${s.details.email || 'us'} with your order number.` },
      {
        heading: 'Phone support',
        body: s.details.phone ? `Call ${s.details.phone}, Monday to Friday, 9:00-17:00.` : 'By e-mail only.',
      },
    ],
  }),
  privacy: (s) => ({
    title: 'Privacy Policy',
    intro: `How ${s.details.business_name || s.name} handles your data.`,
    sections: [
      {
        heading: 'What we keep',
        body: 'Your account details, addresses and orders, to deliver what you buy. Card numbers are never stored.',
      },
      {
        heading: 'What we share',
        body: 'Only what a carrier or payment provider needs to complete your order.',
      },
      {
        heading: 'Your choices',
        body: 'Change notification and privacy settings in My Account → Settings at any time.',
      },
    ],
  }),
  terms: (s) => ({
    title: 'Terms of Service',
    intro: `The terms of buying from ${s.name}.`,
    sections: [
      { heading: 'Orders', body: 'An order is a binding offer once paid; we confirm it by e-mail.' },
      {
        heading: 'Prices',
        body: 'Prices are in US dollars and include the stated shipping cost at checkout.',
      },
      {
        heading: 'Marketplace sellers',
        body: 'Some products are sold by independent suppliers; the seller is shown on each product.',
      },
    ],
  }),
  suppliers: (s) => ({
    title: 'Become a Supplier',
    intro: `Sell your products on ${s.name}'s marketplace.`,
    sections: [
      {
        heading: 'How it works',
        body: 'Create an account, choose Account Type: supplier in your profile, and list products from your dashboard.',
      },
      { heading: 'Fees', body: 'A flat commission per sale; no listing fees.' },
    ],
  }),
  portfolio: (s) => ({
    title: 'Portfolio',
    intro: `Selected work by ${s.name}.`,
    sections: [
      { heading: 'Fernwood Coffee', body: 'A subscription shop that doubled repeat orders in six months.' },
      { heading: 'Tidewater Clinic', body: 'Online booking in three taps for 40,000 patients.' },
      { heading: 'Kiln & Co.', body: 'Identity, catalogue and web shop for a ceramics studio.' },
    ],
  }),
};
