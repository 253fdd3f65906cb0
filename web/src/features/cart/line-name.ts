/** An order or cart line's name: the product, and the variant chosen when there is one. */
export const lineName = (product: string, variant?: string | null) =>
  variant ? `${product} (${variant})` : product;
