import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, drawnProductImage, responsiveImage } from './responsive-image.ts';

describe('responsiveImage', () => {
  it('offers the 400 px copy and the 800 px original of an upload', () => {
    expect(responsiveImage('/media/uploads/42.webp', CARD_IMAGE_SIZES)).toEqual({
      srcSet: '/media/uploads/42-400.webp 400w, /media/uploads/42.webp 800w',
      sizes: '(min-width: 640px) 320px, 100vw',
    });
  });

  it("offers the card hosts' smaller and larger copies of a card picture", () => {
    const normal = 'https://cards.scryfall.io/normal/front/0/7/07a3d9e8-8597-498b-869c-cff79e0df516.jpg?1562';
    expect(responsiveImage(normal, CARD_IMAGE_SIZES).srcSet).toBe(
      'https://cards.scryfall.io/small/front/0/7/07a3d9e8-8597-498b-869c-cff79e0df516.jpg?1562 146w, ' +
        `${normal} 488w, ` +
        'https://cards.scryfall.io/large/front/0/7/07a3d9e8-8597-498b-869c-cff79e0df516.jpg?1562 672w',
    );
    expect(responsiveImage('https://images.pokemontcg.io/base1/4_hires.png', CARD_IMAGE_SIZES)).toEqual({
      srcSet:
        'https://images.pokemontcg.io/base1/4.png 245w, https://images.pokemontcg.io/base1/4_hires.png 734w',
      sizes: CARD_IMAGE_SIZES,
    });
    expect(
      responsiveImage('https://cards.scryfall.io.evil.example/normal/front/a.jpg', CARD_IMAGE_SIZES),
    ).toEqual({});
  });

  it('draws a fallback for any product slug', () => {
    expect(drawnProductImage('black-lotus')).toBe('/media/products/black-lotus.svg');
  });

  it('leaves other pictures (generated SVGs, foreign paths) alone', () => {
    expect(responsiveImage('/media/products/lantern.svg', CARD_IMAGE_SIZES)).toEqual({});
    expect(responsiveImage('/media/uploads/42.webp?x=1', CARD_IMAGE_SIZES)).toEqual({});
    expect(responsiveImage('https://evil.example/media/uploads/42.webp', CARD_IMAGE_SIZES)).toEqual({});
  });
});
