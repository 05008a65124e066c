import { describe, expect, it } from 'vitest';
import {
  dataUrlOfImage,
  imageDataUrlProblem,
  imageFileProblem,
  imageMaxBytes,
  imageOfDataUrl,
  imageTooLarge,
  imageTypeOf,
  imageWrongType,
} from './images.ts';

const pngStart = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegStart = [0xff, 0xd8, 0xff, 0xe0];
/** Bytes beginning as given, then zeros up to the size. */
const bytesOf = (start: number[], size = 16) => Uint8Array.from({ length: size }, (_, index) => start[index] ?? 0);
const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe('an image by its content', () => {
  it('is a png or a jpeg by its first bytes', () => {
    expect(imageTypeOf(bytesOf(pngStart))).toBe('image/png');
    expect(imageTypeOf(bytesOf(jpegStart))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(imageTypeOf(new TextEncoder().encode('<svg onload="alert(1)">'))).toBeUndefined();
    expect(imageTypeOf(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(imageTypeOf(bytesOf(pngStart.slice(0, 7), 7))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });

  it('takes a picked file by its size and first bytes, whatever its name or declared type', () => {
    expect(imageFileProblem({ size: 1000 }, bytesOf(pngStart))).toBeUndefined();
    expect(imageFileProblem({ size: imageMaxBytes }, bytesOf(jpegStart))).toBeUndefined();
    expect(imageFileProblem({ size: 10 }, new TextEncoder().encode('GIF89a'))).toBe(imageWrongType);
    expect(imageFileProblem({ size: imageMaxBytes + 1 }, bytesOf(pngStart))).toBe(imageTooLarge);
  });
});

describe('an image sent as a data URL', () => {
  const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;

  it('is base64 of a png or jpeg decoding to at most the limit', () => {
    expect(imageDataUrlProblem(png(10))).toBeUndefined();
    expect(imageDataUrlProblem(png(imageMaxBytes))).toBeUndefined();
    expect(imageDataUrlProblem(png(imageMaxBytes - 1))).toBeUndefined();
    expect(imageDataUrlProblem(png(imageMaxBytes + 1))).toBe(imageTooLarge);
    expect(imageDataUrlProblem(png(10 * imageMaxBytes))).toBe(imageTooLarge);
    expect(imageDataUrlProblem('data:image/svg+xml;base64,PHN2Zz4=')).toBe(imageWrongType);
    expect(imageDataUrlProblem('data:image/png;base64,not base64!')).toBe(imageWrongType);
    expect(imageDataUrlProblem('data:image/png;base64,abc')).toBe(imageWrongType);
    expect(imageDataUrlProblem('https://example.com/x.png')).toBe(imageWrongType);
  });

  it('is kept as its bytes and the kind its content says, not the kind it declares', () => {
    const png = bytesOf(pngStart, 100);
    expect(imageOfDataUrl(dataUrl('image/png', png))).toEqual({ contentType: 'image/png', bytes: png });
    const jpeg = bytesOf(jpegStart, 99);
    expect(imageOfDataUrl(dataUrl('image/png', jpeg))).toEqual({ contentType: 'image/jpeg', bytes: jpeg });
  });

  it('is refused when its content is not a png or a jpeg, or it is too large', () => {
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(imageOfDataUrl(dataUrl('image/png', page))).toEqual({ problem: imageWrongType });
    expect(imageOfDataUrl(dataUrl('image/jpeg', new Uint8Array(10)))).toEqual({ problem: imageWrongType });
    expect(imageOfDataUrl(dataUrl('text/html', bytesOf(pngStart)))).toEqual({ problem: imageWrongType });
    expect(imageOfDataUrl(dataUrl('image/png', bytesOf(pngStart, imageMaxBytes + 1)))).toEqual({ problem: imageTooLarge });
  });
});

describe('an image served as a file', () => {
  it('is shown as a data URL of its content type, and read back to the same bytes', () => {
    // Larger than the slices it is converted in.
    const png = bytesOf(pngStart, 100_000).map((byte, index) => (index < 8 ? byte : index % 251));
    const url = dataUrlOfImage({ contentType: 'image/png', bytes: png });
    expect(url.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    const read = imageOfDataUrl(url);
    expect('contentType' in read && read.contentType).toBe('image/png');
    expect('bytes' in read && Buffer.from(read.bytes).equals(Buffer.from(png))).toBe(true);
    expect(dataUrlOfImage({ contentType: 'image/jpeg', bytes: Uint8Array.from(jpegStart) })).toBe(
      'data:image/jpeg;base64,/9j/4A==',
    );
  });
});
