import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $getRoot, $insertNodes, $isParagraphNode, $setSelection, type LexicalEditor } from 'lexical';
import { sanitizeRichText } from '../RichTextView/sanitizeRichText.ts';

/** Replaces the editor's content with `html`, sanitised first: what cannot be shown safely never enters the editor. */
export function $loadHtml(editor: LexicalEditor, html: string) {
  const root = $getRoot();
  root.clear();
  const dom = new DOMParser().parseFromString(sanitizeRichText(html), 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  if (nodes.length > 0) {
    root.select();
    $insertNodes(nodes);
  }
  $setSelection(null);
}

/** The editor's content as sanitised HTML; an editor holding only an empty paragraph gives "". */
export function $exportHtml(editor: LexicalEditor): string {
  const root = $getRoot();
  const only = root.getChildrenSize() === 1 ? root.getFirstChild() : null;
  if (root.isEmpty() || ($isParagraphNode(only) && only.isEmpty())) return '';
  return tidy(sanitizeRichText($generateHtmlFromNodes(editor, null)));
}

// Lexical writes bold as <b><strong>…</strong></b> (for mail clients); once is enough.
function tidy(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const wrapper of template.content.querySelectorAll('b, i')) {
    const only = wrapper.childNodes.length === 1 ? wrapper.firstChild : null;
    if (only instanceof HTMLElement && ['STRONG', 'EM'].includes(only.tagName)) wrapper.replaceWith(only);
  }
  return template.innerHTML;
}
