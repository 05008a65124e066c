import { useId, useMemo } from 'react';
import { cx } from '../../styles/cx.ts';
import { label as labelStyle } from '../Field/Field.css.ts';
import { richTextContent } from './RichTextView.css.ts';
import { sanitizeRichText } from './sanitizeRichText.ts';

export interface RichTextViewProps {
  /** Rich text as HTML; sanitised here before it is shown, whatever the server sent. */
  html: string;
  /** Names the text (a region with this label), e.g. "Content" on a show page. */
  label?: string;
  className?: string;
}

/** Rich text for reading: announcements, message templates and the terms, sanitised with the editor's rules. */
export function RichTextView({ html, label, className }: RichTextViewProps) {
  const labelId = useId();
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  const content = (
    <div
      className={cx(richTextContent, className)}
      // Sanitised above with the rules the server saves with.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
  if (!label) return content;
  return (
    <section aria-labelledby={labelId}>
      <div id={labelId} className={labelStyle}>
        {label}
      </div>
      {content}
    </section>
  );
}
