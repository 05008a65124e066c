import DOMPurify from 'dompurify';
import { richText } from '@velo/domain';

const allowedAttributes = [...new Set(Object.values(richText.attributes).flat())];
// DOMPurify's own pattern with only our schemes: a value without a scheme (a relative link, `_blank`) passes.
const allowedLink = new RegExp(`^(?:(?:${richText.linkSchemes.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');

/**
 * The browser's half of the rich-text rule (the server sanitises on save too): only the editor's tags, only
 * links with an allowed scheme, nothing that runs. Attributes are allowed per tag, as the server allows them.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...richText.tags],
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedLink,
    KEEP_CONTENT: true,
  });
}

// DOMPurify's attribute list is one for all tags: drop what a tag may not carry, and keep new-tab links safe.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  const allowedHere: readonly string[] =
    richText.attributes[node.nodeName.toLowerCase() as keyof typeof richText.attributes] ?? [];
  if (!allowedHere.includes(data.attrName)) data.keepAttr = false;
});
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});
