import { lazy, Suspense, useId } from 'react';
import { FieldLabel } from '../Field/Field.tsx';
import { field } from '../Field/Field.css.ts';
import { loadingFrame } from './RichTextEditor.css.ts';

export interface RichTextEditorProps {
  label: string;
  /** The text as HTML. It is sanitised as it is loaded; a new value (other than one this editor gave out) replaces the text. */
  value: string;
  /** Called on every edit with the text as sanitised HTML ("" when empty). */
  onChange(html: string): void;
  /**
   * Called when the text starts or stops differing from the value the editor last loaded (undoing every edit
   * makes it clean again). Mount the editor anew (a `key`) to measure from a new value, e.g. after a save.
   */
  onDirtyChange?(isDirty: boolean): void;
  isInvalid?: boolean;
  errorMessage?: string;
  description?: string;
  isReadOnly?: boolean;
}

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
