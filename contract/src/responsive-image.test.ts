import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, responsiveImage } from './responsive-image.ts';

describe('responsiveImage', () => {
  it('offers the 400 px copy and the 800 px original of an upload', () => {
    expect(responsiveImage('/media/uploads/42.webp', CARD_IMAGE_SIZES)).toEqual({
      srcSet: '/media/uploads/42-400.webp 400w, /media/uploads/42.webp 800w',
      sizes: '(min-width: 640px) 320px, 100vw',
    });
  });

  it('leaves other pictures (generated SVGs, foreign paths) alone', () => {
    expect(responsiveImage('/media/products/lantern.svg', CARD_IMAGE_SIZES)).toEqual({});
    expect(responsiveImage('/media/uploads/42.webp?x=1', CARD_IMAGE_SIZES)).toEqual({});
    expect(responsiveImage('https://evil.example/media/uploads/42.webp', CARD_IMAGE_SIZES)).toEqual({});
  });
});
