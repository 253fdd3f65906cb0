/** The discount row of an order's totals (checkout summary, order page, receipt): "Discount (SAVE10)". */
export const discountRowLabel = (code: string | null | undefined): string =>
  code ? `Discount (${code})` : 'Discount';
