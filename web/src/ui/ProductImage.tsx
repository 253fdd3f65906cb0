import { useState, type ImgHTMLAttributes } from 'react';
import { drawnProductImage, responsiveImage } from '@storefront/contract/responsive-image';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'onError'> & {
  /** The picture's file: an upload, a drawn SVG, or a card picture on a card host. */
  file: string;
  /** The product's slug: its drawn picture stands in when the file cannot be loaded (offline, gone). */
  slug: string;
  /** The widths the picture takes (`responsiveImage`); none for a fixed small thumbnail. */
  sizes?: string;
};

/** A product's picture, loaded lazily unless told otherwise, with the drawn picture as its fallback. */
export function ProductImage({ file, slug, sizes, loading = 'lazy', decoding = 'async', ...img }: Props) {
  const fallback = drawnProductImage(slug);
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === file && file !== fallback;
  const src = broken ? fallback : file;
  return (
    <img
      {...img}
      src={src}
      {...(!broken && sizes ? responsiveImage(file, sizes) : {})}
      loading={loading}
      decoding={decoding}
      data-fallback={broken ? 'drawn' : undefined}
      onError={() => setFailed(file)}
    />
  );
}
