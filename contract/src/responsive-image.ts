/** An uploaded picture (`/media/uploads/{id}.webp`, at most 800 px) has a 400 px copy at `{id}-400.webp`. */
const UPLOAD = /^(\/media\/uploads\/\d+)\.webp$/;

/** Scryfall serves each card picture at three widths under the same path: small, normal, large. */
const SCRYFALL = /^https:\/\/cards\.scryfall\.io\/normal\/(front|back)\/([\w/-]+\.jpg)(\?\d+)?$/;
/** pokemontcg.io serves `{set}/{n}.png` (245 px) beside the `{n}_hires.png` (734 px) the importer keeps. */
const POKEMON = /^(https:\/\/images\.pokemontcg\.io\/[\w-]+\/[\w-]+)_hires\.png$/;

/** Where the drawn picture of a product is served: what a page shows when its own picture fails to load. */
export const drawnProductImage = (slug: string) => `/media/products/${encodeURIComponent(slug)}.svg`;

/**
 * `srcSet` and `sizes` for a product picture, so small screens load a smaller copy: the 400 px copy of an
 * upload, Scryfall's small or large card, pokemontcg.io's low-resolution card. Other pictures (the
 * generated SVGs) scale freely and get neither.
 */
export function responsiveImage(file: string, sizes: string): { srcSet?: string; sizes?: string } {
  const upload = UPLOAD.exec(file);
  if (upload) return { srcSet: `${upload[1]}-400.webp 400w, ${file} 800w`, sizes };
  const scryfall = SCRYFALL.exec(file);
  if (scryfall) {
    const [, face, path, version = ''] = scryfall;
    const at = (size: string) => `https://cards.scryfall.io/${size}/${face}/${path}${version}`;
    return { srcSet: `${at('small')} 146w, ${file} 488w, ${at('large')} 672w`, sizes };
  }
  const pokemon = POKEMON.exec(file);
  if (pokemon) return { srcSet: `${pokemon[1]}.png 245w, ${file} 734w`, sizes };
  return {};
}

/** A product card is at most ~320 px wide from the `sm` breakpoint, the full width below it. */
export const CARD_IMAGE_SIZES = '(min-width: 640px) 320px, 100vw';
/** The product page's picture fills half the width from `md`, the full width below it. */
export const PAGE_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';
/** The home hero's product pictures: two columns of a half-width block from `lg`, of the screen below it. */
export const HERO_IMAGE_SIZES = '(min-width: 1024px) 300px, 50vw';
