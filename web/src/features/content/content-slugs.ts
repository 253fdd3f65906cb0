/** The information pages' paths; the routes need only these, not the pages' wording (kept out of the entry chunk). */
export const CONTENT_SLUGS = [
  'about',
  'contact',
  'help',
  'shipping',
  'returns',
  'faq',
  'support',
  'privacy',
  'terms',
  'suppliers',
  'portfolio',
] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];
