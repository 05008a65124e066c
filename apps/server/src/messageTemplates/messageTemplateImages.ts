import { eq } from 'drizzle-orm';
import { imageOfDataUrl, type ImageType } from '@velo/domain';
import type { Db } from '../db/database.ts';
import { messageTemplateImages, messageTemplates } from '../db/schema/index.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { noSuchMessageTemplate } from './messageTemplateList.ts';

export const noMessageTemplateImage = 'This message template has no image.';

/** What a save does to the image: keep it (undefined), remove it (null), or store these bytes. */
export type ImageChange = undefined | null | { contentType: ImageType; bytes: Uint8Array };

/** The change a save's `image` asks for; a data URL whose bytes are not a png or jpeg within the limit is 400 on `image`. */
export function imageChangeOf(image: string | null | undefined): ImageChange {
  if (image == null) return image;
  const read = imageOfDataUrl(image);
  if ('problem' in read) throw invalidField('image', read.problem);
  return read;
}

/** Applies a save's image change to a template, in the save's transaction. */
export async function saveMessageTemplateImage(tx: Db, messageTemplateId: number, change: ImageChange) {
  if (change === undefined) return;
  if (change === null) {
    await tx.delete(messageTemplateImages).where(eq(messageTemplateImages.messageTemplateId, messageTemplateId));
    return;
  }
  await tx
    .insert(messageTemplateImages)
    .values({ messageTemplateId, ...change })
    .onConflictDoUpdate({ target: messageTemplateImages.messageTemplateId, set: change });
}

/** A template's image, its bytes and content type; 404 when there is no such template, or it has no image. */
export async function readMessageTemplateImage(db: Db, messageTemplateId: number) {
  const [found] = await db
    .select({ contentType: messageTemplateImages.contentType, bytes: messageTemplateImages.bytes })
    .from(messageTemplates)
    .leftJoin(messageTemplateImages, eq(messageTemplateImages.messageTemplateId, messageTemplates.id))
    .where(eq(messageTemplates.id, messageTemplateId));
  if (!found) throw notFound(noSuchMessageTemplate);
  if (found.contentType === null || found.bytes === null) throw notFound(noMessageTemplateImage);
  return { contentType: found.contentType, bytes: found.bytes };
}
