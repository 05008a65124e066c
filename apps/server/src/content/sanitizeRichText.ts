import sanitizeHtml from 'sanitize-html';
import { richText } from '@velo/domain';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richText.tags],
  allowedAttributes: Object.fromEntries(Object.entries(richText.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...richText.linkSchemes],
  allowProtocolRelative: false,
  // A dropped element's text stays (a pasted <span> or <div> keeps its words); a script's or style's does not.
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Rich text as it is stored: only the formatting and links the editor makes, nothing that could run. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);
