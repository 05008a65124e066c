import { z } from 'zod/mini';
import { imageDataUrlProblem, imageMaxDataUrlLength, imageTooLarge, imageTypes } from '@velo/domain';

/** A png or jpeg as a data URL within the limit; the message says which rule it breaks. */
export const imageDataUrl = z.string().check(
  // A text too long for any image is refused at once, not decoded.
  z.maxLength(imageMaxDataUrlLength + 4, { error: imageTooLarge, abort: true }),
  z.superRefine((value, payload) => {
    const problem = imageDataUrlProblem(value);
    if (problem) payload.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

/** An image as a file endpoint answers it: its bytes, and their content type as the server read it from them. */
export const imageFile = z.object({
  contentType: z.enum(imageTypes),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, { error: 'Expected bytes' }),
});
export type ImageFile = z.infer<typeof imageFile>;
