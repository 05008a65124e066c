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
  return DOMPurify.sanitize(withoutWhatThePolicyRefuses(html), {
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

/**
 * Parsing HTML, even into a document that shows nothing, makes the browser check event-handler and style
 * attributes against the page's Content-Security-Policy, which refuses them (and reports each). Dropped as text
 * first, they never reach a parser; DOMPurify still decides what is kept. Images and scripts go too.
 */
function withoutWhatThePolicyRefuses(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?(?:<\/script\s*>|$)/gi, '')
    .replace(/<img\b[^>]*>/gi, '')
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/\s(?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, ''));
}
