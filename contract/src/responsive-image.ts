/** An uploaded picture (`/media/uploads/{id}.webp`, at most 800 px) has a 400 px copy at `{id}-400.webp`. */
const UPLOAD = /^(\/media\/uploads\/\d+)\.webp$/;

/**
 * `srcSet` and `sizes` for a product picture, so small screens load the 400 px copy of an upload;
 * other pictures (the generated SVGs) scale freely and get neither.
 */
export function responsiveImage(file: string, sizes: string): { srcSet?: string; sizes?: string } {
  const upload = UPLOAD.exec(file);
  if (!upload) return {};
  return { srcSet: `${upload[1]}-400.webp 400w, ${file} 800w`, sizes };
}

/** A product card is at most ~320 px wide from the `sm` breakpoint, the full width below it. */
export const CARD_IMAGE_SIZES = '(min-width: 640px) 320px, 100vw';
/** The product page's picture fills half the width from `md`, the full width below it. */
export const PAGE_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';
/** The home hero's product pictures: two columns of a half-width block from `lg`, of the screen below it. */
export const HERO_IMAGE_SIZES = '(min-width: 1024px) 300px, 50vw';
