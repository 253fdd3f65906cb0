export const PLATFORM_NAME = 'Storefront';

/** The page title rule of spec section 1: "{store} | Storefront", or the platform name alone. */
export function pageTitle(storeName: string | null | undefined, page?: string): string {
  const site = storeName ? `${storeName} | ${PLATFORM_NAME}` : PLATFORM_NAME;
  return page ? `${page} | ${site}` : site;
}
