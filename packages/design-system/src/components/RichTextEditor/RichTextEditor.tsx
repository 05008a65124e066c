import { lazy, Suspense, useId } from 'react';
import { FieldLabel } from '../Field/Field.tsx';
import { field } from '../Field/Field.css.ts';
import { loadingFrame } from './RichTextEditor.css.ts';
import type { RichTextEditorProps } from './richTextEditorProps.ts';

export type { RichTextEditorProps };

// Lexical is large: it loads with the first editor on screen, never with the pages that only read rich text.
const LexicalRichTextEditor = lazy(() => import('./LexicalRichTextEditor.tsx'));

/**
 * A rich-text field (bold, italic, headings, lists, links, undo and redo) that takes and gives HTML, sanitised
 * both ways with the rules the server saves with. Its toolbar is one tab stop, moved in with the arrow keys.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingEditor label={props.label} />}>
      <LexicalRichTextEditor {...props} />
    </Suspense>
  );
}

function LoadingEditor({ label }: { label: string }) {
  const id = useId();
  return (
    <div className={field}>
      <FieldLabel id={id} elementType="span">
        {label}
      </FieldLabel>
      <div className={loadingFrame} role="status" aria-labelledby={id} aria-busy="true" />
    </div>
  );
}
