/**
 * What rich text (announcements, terms, message templates) may contain, once for the server's
 * sanitiser on save and the browser's on display: the editor's formatting, links, and nothing
 * that runs (no scripts, event handlers, styles, images or frames).
 */
export const richText = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote', 'code'],
  /** Attributes per tag; none on the others. */
  attributes: { a: ['href', 'target', 'rel'] },
  /** The schemes a link may use. */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
} as const;
