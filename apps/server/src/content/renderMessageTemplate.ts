import { and, eq, inArray, isNull } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../db/database.ts';
import { messageTemplates } from '../db/schema/index.ts';

const english = 1;

export interface RenderedMessage {
  subject: string | null;
  /** Plain text, as SMS and the outbox carry it. */
  text: string;
}

/** Values in double braces (`{{ResetCode}}`) are filled in; one the caller does not know stays as it is. */
export const fillPlaceholders = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, key: string) => values[key] ?? placeholder);

/** A template's rich text as plain text: a paragraph, heading or list item a line of its own. */
export function richTextToPlainText(html: string): string {
  const lines = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"');
}

/**
 * The product's template `name` in the user's language (English when that language has none), its
 * placeholders filled in; `fallback` when no template of that name exists, so a message always goes.
 */
export async function renderMessageTemplate(
  db: Db,
  name: string,
  languageId: number,
  values: Readonly<Record<string, string>>,
  fallback: RenderedMessage,
): Promise<RenderedMessage> {
  const candidates = await db
    .select({ languageId: messageTemplates.languageId, subject: messageTemplates.subject, text: messageTemplates.text })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.name, name),
        isNull(messageTemplates.clientId),
        inArray(messageTemplates.languageId, [languageId, english]),
      ),
    );
  const template = candidates.find((row) => row.languageId === languageId) ?? candidates[0];
  if (!template) return { subject: fallback.subject, text: fillPlaceholders(fallback.text, values) };
  return {
    subject: template.subject === null ? fallback.subject : fillPlaceholders(template.subject, values),
    text: fillPlaceholders(richTextToPlainText(template.text), values),
  };
}
