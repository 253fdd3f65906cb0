/** WCAG 2.x: normal text needs a contrast ratio of at least 4.5:1 with its background (AA). */
export const AA_NORMAL_TEXT = 4.5;

/** The relative luminance of a `#RRGGBB` colour (WCAG 2.x definition); NaN for anything else. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return Number.NaN;
  const [r, g, b] = match.slice(1).map((h) => {
    const c = Number.parseInt(h, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white); NaN if either is not `#RRGGBB`. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The ratio as people read it: `4.52:1` (rounded down, so 4.499 never shows as passing 4.5). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
