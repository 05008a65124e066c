import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $generateNodesFromDOM } from '@lexical/html';
import { $getSelection, $insertNodes, $isRangeSelection, COMMAND_PRIORITY_HIGH, PASTE_COMMAND } from 'lexical';
import { sanitizeRichText } from '../RichTextView/sanitizeRichText.ts';

/**
 * Pasted HTML is sanitised before anything parses it (Lexical's own paste would parse it raw, and the page's
 * policy would refuse and report its handlers). Plain text is left to Lexical.
 */
export function PastePlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const html = event instanceof ClipboardEvent ? event.clipboardData?.getData('text/html') : undefined;
          if (!html) return false;
          event.preventDefault();
          editor.update(() => {
            const dom = new DOMParser().parseFromString(sanitizeRichText(html), 'text/html');
            const nodes = $generateNodesFromDOM(editor, dom);
            const selection = $getSelection();
            if ($isRangeSelection(selection)) selection.insertNodes(nodes);
            else $insertNodes(nodes);
          });
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}
