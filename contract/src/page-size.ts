// Page sizes of every list call, without zod: the web's store pages read the default, and importing it from
// common.ts would load zod and build every schema there on a page that validates nothing.

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
