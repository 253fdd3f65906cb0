import sharp from 'sharp';

/** A multipart/form-data body carrying one image file under the field `image`, as a browser's upload sends. */
export function multipartImage(file: Buffer, name = 'photo.png') {
  const boundary = '----storefront-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A plain PNG of `width`×`height` pixels in one colour. */
export const pngOf = (width: number, height: number, background = '#ff0000') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
