/** The kinds of image the product takes (announcements, message templates). */
export const imageTypes = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof imageTypes)[number];

/**
 * The largest image, decoded. Its data URL (a third longer) travels in a save's JSON body with the
 * rest of the record, under the server's 1 MiB body limit.
 */
export const imageMaxBytes = 500 * 1024;
/** The longest data URL an image within the limit makes. */
export const imageMaxDataUrlLength = 'data:image/jpeg;base64,'.length + Math.ceil(imageMaxBytes / 3) * 4;

export const imageWrongType = 'Choose a PNG or JPEG image.';
export const imageTooLarge = `The image is too large: at most ${imageMaxBytes / 1024} KB.`;

/** How each kind of image begins (its magic bytes). */
const signatures: ReadonlyArray<[ImageType, readonly number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];
/** How many first bytes `imageTypeOf` needs. */
export const imageSignatureLength = 8;

/** The kind of image bytes are by how they begin, or undefined: a file's name or declared type can say anything. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  return signatures.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte))?.[0];
}

/** What is wrong with an image file picked (too large, or its first bytes are not a png's or a jpeg's), or undefined. */
export function imageFileProblem(file: { size: number }, firstBytes: Uint8Array): string | undefined {
  if (file.size > imageMaxBytes) return imageTooLarge;
  return imageTypeOf(firstBytes) ? undefined : imageWrongType;
}

const dataUrlPattern = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The bytes a base64 text decodes to. */
const decodedLength = (base64: string) => (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** What is wrong with an image sent as a data URL (a png or jpeg in base64, within the limit), or undefined. */
export function imageDataUrlProblem(dataUrl: string): string | undefined {
  if (dataUrl.length > imageMaxDataUrlLength + 4) return imageTooLarge;
  const match = dataUrlPattern.exec(dataUrl);
  if (!match || match[2]!.length % 4 !== 0) return imageWrongType;
  return decodedLength(match[2]!) > imageMaxBytes ? imageTooLarge : undefined;
}

/**
 * An image sent as a data URL, as a store keeps it: its bytes and the kind its content says (whatever the
 * data URL declares), or the problem with it.
 */
export function imageOfDataUrl(dataUrl: string): { contentType: ImageType; bytes: Uint8Array } | { problem: string } {
  const problem = imageDataUrlProblem(dataUrl);
  if (problem) return { problem };
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (character) => character.charCodeAt(0));
  const contentType = imageTypeOf(bytes);
  return contentType ? { contentType, bytes } : { problem: imageWrongType };
}

/** An image's bytes as a data URL of its content type, e.g. to show one the server sent as a file. */
export function dataUrlOfImage({ contentType, bytes }: { contentType: ImageType; bytes: Uint8Array }): string {
  let binary = '';
  // In slices: one String.fromCharCode over half a megabyte would pass more arguments than a call may take.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${contentType};base64,${btoa(binary)}`;
}
