import { useCallback, useEffect, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
  ListNode,
} from '@lexical/list';
import { $createHeadingNode, $isHeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  UNDO_COMMAND,
  type BaseSelection,
} from 'lexical';
import { Icon } from '../Icon/index.ts';
import { LinkDialog } from './LinkDialog.tsx';
import { ToolIcon, type ToolIconName } from './ToolIcon.tsx';
import { Toolbar, ToolButton, ToolSeparator } from './Toolbar.tsx';

type BlockType = 'paragraph' | HeadingTagType | 'bullet' | 'number';

interface Formatting {
  isBold: boolean;
  isItalic: boolean;
  block: BlockType | 'other';
  /** The address of the link the selection is in, or "". */
  link: string;
}

// Without a selection (the text not yet entered) no tool is on.
const noFormatting: Formatting = { isBold: false, isItalic: false, block: 'other', link: '' };

function $readFormatting(): Formatting {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return noFormatting;
  const anchor = selection.anchor.getNode();
  const block = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow();
  const list = $getNearestNodeOfType(anchor, ListNode);
  const link = $findMatchingParent(anchor, $isLinkNode);
  const blockType: Formatting['block'] =
    list && $isListNode(list)
      ? list.getListType() === 'number'
        ? 'number'
        : 'bullet'
      : $isHeadingNode(block)
        ? block.getTag()
        : block.getType() === 'paragraph'
          ? 'paragraph'
          : 'other';
  return {
    isBold: selection.hasFormat('bold'),
    isItalic: selection.hasFormat('italic'),
    block: blockType,
    link: $isLinkNode(link) ? link.getURL() : '',
  };
}

const linkAttributes = { rel: 'noopener noreferrer', target: null };

const headings: { tag: HeadingTagType & ToolIconName; label: string }[] = [
  { tag: 'h1', label: 'Heading 1' },
  { tag: 'h2', label: 'Heading 2' },
  { tag: 'h3', label: 'Heading 3' },
];

/** Bold, italic, headings, lists, a link, undo and redo, each showing whether the selection has it. */
export function FormattingToolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext();
  const [formatting, setFormatting] = useState(noFormatting);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  /** While the link dialog is open: the selection it applies to. */
  const [linkTarget, setLinkTarget] = useState<{ selection: BaseSelection | null } | null>(null);

  const refresh = useCallback(() => setFormatting(editor.getEditorState().read($readFormatting)), [editor]);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(refresh),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            refresh();
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (can) => {
            setCanUndo(can);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (can) => {
            setCanRedo(can);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, refresh],
  );

  /** Runs a tool, then gives the text its focus back with the selection, ready to type on (Shift+Tab returns to the tool). */
  const apply = (action: () => void) => {
    action();
    editor.focus();
  };

  const setBlock = (block: 'paragraph' | HeadingTagType) =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () => (block === 'paragraph' ? $createParagraphNode() : $createHeadingNode(block)));
    });

  const toggleList = (type: 'bullet' | 'number') => {
    if (formatting.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  // The dialog takes focus from the text: the selection it will link is kept, and restored to apply it.
  const openLinkDialog = () => setLinkTarget({ selection: editor.getEditorState().read(() => $getSelection()?.clone() ?? null) });
  const applyLink = (address: string | null) => {
    const selection = linkTarget?.selection;
    setLinkTarget(null);
    editor.update(() => {
      if (selection) $setSelection(selection.clone());
      const current = $getSelection();
      if (address !== null && $isRangeSelection(current) && current.isCollapsed() && !formatting.link) {
        // Nothing selected to link: the address becomes the link's text.
        current.insertNodes([$createLinkNode(address, linkAttributes).append($createTextNode(address))]);
      } else {
        $toggleLink(address === null ? null : { url: address, ...linkAttributes });
      }
    });
    editor.focus();
  };

  return (
    <>
      <Toolbar label={`${label} formatting`}>
        <ToolButton
          label="Bold"
          isFirst
          isPressed={formatting.isBold}
          onPress={() => apply(() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'))}
        >
          <strong aria-hidden="true">B</strong>
        </ToolButton>
        <ToolButton
          label="Italic"
          isPressed={formatting.isItalic}
          onPress={() => apply(() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'))}
        >
          <em aria-hidden="true">I</em>
        </ToolButton>
        <ToolSeparator />
        <ToolButton
          label="Paragraph"
          isPressed={formatting.block === 'paragraph'}
          onPress={() => apply(() => setBlock('paragraph'))}
        >
          <ToolIcon name="paragraph" />
        </ToolButton>
        {headings.map(({ tag, label: headingLabel }) => (
          <ToolButton
            key={tag}
            label={headingLabel}
            isPressed={formatting.block === tag}
            onPress={() => apply(() => setBlock(formatting.block === tag ? 'paragraph' : tag))}
          >
            <ToolIcon name={tag} />
          </ToolButton>
        ))}
        <ToolSeparator />
        <ToolButton
          label="Bulleted list"
          isPressed={formatting.block === 'bullet'}
          onPress={() => apply(() => toggleList('bullet'))}
        >
          <ToolIcon name="bulletList" />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          isPressed={formatting.block === 'number'}
          onPress={() => apply(() => toggleList('number'))}
        >
          <ToolIcon name="numberList" />
        </ToolButton>
        <ToolButton label={formatting.link ? 'Edit link' : 'Link'} isPressed={formatting.link !== ''} onPress={openLinkDialog}>
          <Icon name="link" size={16} />
        </ToolButton>
        <ToolSeparator />
        <ToolButton
          label="Undo"
          isDisabled={!canUndo}
          onPress={() => apply(() => editor.dispatchCommand(UNDO_COMMAND, undefined))}
        >
          <ToolIcon name="undo" />
        </ToolButton>
        <ToolButton
          label="Redo"
          isDisabled={!canRedo}
          onPress={() => apply(() => editor.dispatchCommand(REDO_COMMAND, undefined))}
        >
          <ToolIcon name="redo" />
        </ToolButton>
      </Toolbar>
      <LinkDialog
        isOpen={linkTarget !== null}
        currentAddress={formatting.link}
        onApply={applyLink}
        onRemove={() => applyLink(null)}
        onClose={() => {
          setLinkTarget(null);
          editor.focus();
        }}
      />
    </>
  );
}
