export * from './RichTextView.tsx';
export { sanitizeRichText } from './sanitizeRichText.ts';
