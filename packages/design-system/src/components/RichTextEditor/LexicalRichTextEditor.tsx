import { useEffect, useId, useRef } from 'react';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { cx } from '../../styles/cx.ts';
import { description as descriptionStyle, field, fieldError, label as labelStyle } from '../Field/Field.css.ts';
import { Icon } from '../Icon/index.ts';
import { richTextContent } from '../RichTextView/RichTextView.css.ts';
import { FormattingToolbar } from './FormattingToolbar.tsx';
import { isLinkAddress } from './LinkDialog.tsx';
import { PastePlugin } from './PastePlugin.tsx';
import { editable, editableArea, frame } from './RichTextEditor.css.ts';
import type { RichTextEditorProps } from './richTextEditorProps.ts';
import { $exportHtml, $loadHtml } from './richTextHtml.ts';

/** Marks the updates that load a value, so they are neither edits nor reasons to call onChange. */
const loadValueTag = 'velo-load-value';

export default function LexicalRichTextEditor({
  label,
  value,
  onChange,
  onDirtyChange,
  isInvalid,
  errorMessage,
  description,
  isReadOnly = false,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const showsError = isInvalid && errorMessage;
  const describedBy = [description && !showsError && descriptionId, showsError && errorId].filter(Boolean).join(' ');

  const initialConfig: InitialConfigType = {
    namespace: 'RichTextEditor',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
    editable: !isReadOnly,
    editorState: (editor) => $loadHtml(editor, value),
    onError: (error) => {
      throw error;
    },
    theme: {},
  };

  return (
    <div className={field}>
      <span id={labelId} className={labelStyle}>
        {label}
      </span>
      <LexicalComposer initialConfig={initialConfig}>
        <div className={frame} data-invalid={isInvalid || undefined} data-readonly={isReadOnly || undefined}>
          {!isReadOnly && <FormattingToolbar label={label} />}
          <div className={editableArea}>
            <RichTextPlugin
              contentEditable={
                <ContentEditable
                  className={cx(editable, richTextContent)}
                  aria-labelledby={labelId}
                  aria-describedby={describedBy || undefined}
                  aria-invalid={isInvalid || undefined}
                  aria-readonly={isReadOnly || undefined}
                  aria-multiline
                  role="textbox"
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isLinkAddress} />
        <PastePlugin />
        <ValueSync value={value} onChange={onChange} onDirtyChange={onDirtyChange} isReadOnly={isReadOnly} />
      </LexicalComposer>
      {description && !showsError && (
        <span id={descriptionId} className={descriptionStyle}>
          {description}
        </span>
      )}
      {showsError && (
        <span id={errorId} className={fieldError}>
          <Icon name="alert" size={16} />
          {errorMessage}
        </span>
      )}
    </div>
  );
}

/**
 * Keeps the editor and its props in step: edits go out as HTML, a value from outside is loaded, and the dirty
 * flag follows the text against the last loaded value. A form that renders slower than someone types hands back
 * values the editor gave out a few keystrokes ago: those are echoes, not values from outside, and loading one
 * would drop what was typed since.
 */
function ValueSync({
  value,
  onChange,
  onDirtyChange,
  isReadOnly,
}: Pick<RichTextEditorProps, 'value' | 'onChange' | 'onDirtyChange'> & { isReadOnly: boolean }) {
  const [editor] = useLexicalComposerContext();
  const lastLoaded = useRef(value);
  /** What went out since the last load, oldest first. */
  const givenOut = useRef<string[]>([]);
  const loadedHtml = useRef<string | null>(null);
  const isDirty = useRef(false);
  const callbacks = useRef({ onChange, onDirtyChange });
  useEffect(() => {
    callbacks.current = { onChange, onDirtyChange };
  });

  useEffect(() => {
    loadedHtml.current ??= editor.getEditorState().read(() => $exportHtml(editor));
    return editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
      const html = editorState.read(() => $exportHtml(editor));
      if (tags.has(loadValueTag)) {
        loadedHtml.current = html;
      } else if (dirtyElements.size > 0 || dirtyLeaves.size > 0) {
        if (html === (givenOut.current.at(-1) ?? lastLoaded.current)) return;
        givenOut.current.push(html);
        callbacks.current.onChange(html);
      }
      const nowDirty = html !== loadedHtml.current;
      if (nowDirty !== isDirty.current) {
        isDirty.current = nowDirty;
        callbacks.current.onDirtyChange?.(nowDirty);
      }
    });
  }, [editor]);

  useEffect(() => {
    if (value === lastLoaded.current && givenOut.current.length === 0) return;
    const echo = givenOut.current.lastIndexOf(value);
    if (echo >= 0) {
      // Values given out before this one can no longer come back as echoes.
      givenOut.current.splice(0, echo);
      return;
    }
    givenOut.current = [];
    lastLoaded.current = value;
    editor.update(() => $loadHtml(editor, value), { tag: loadValueTag });
  }, [editor, value]);

  useEffect(() => editor.setEditable(!isReadOnly), [editor, isReadOnly]);

  return null;
}
