import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';

/** The editor as a form holds it: the HTML it gives out comes back as its value. */
function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

/** A form that renders a beat after each edit, as a large one does: its value trails the typing. */
function SlowForm(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setTimeout(() => setValue(html), 60);
        props.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Content', value: '', onChange: fn(), onDirtyChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const withContent =
  '<h2>Opening hours</h2><p>The garage at <strong>Bryggen</strong> is open <em>every day</em>.</p>' +
  '<ul><li>Lockers: 06–24</li><li>Racks: always</li></ul><p>Questions? <a href="mailto:help@velo.no">Write to us</a>.</p>';

async function editorIn(canvasElement: HTMLElement, name = 'Content') {
  const canvas = within(canvasElement);
  // The first editor on a page loads Lexical first.
  const text = await canvas.findByRole('textbox', { name }, { timeout: 10_000 });
  return { canvas, text, toolbar: within(canvas.getByRole('toolbar', { name: `${name} formatting` })) };
}

/** Types as the browser does (Lexical takes text from the browser's input events, which simulated keys do not give). */
async function typeText(text: string) {
  document.execCommand('insertText', false, text);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Selects the last `length` characters of the text's last text node, as a drag of the pointer would. */
async function selectLast(editable: HTMLElement, length: number) {
  const walker = document.createTreeWalker(editable, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  while (walker.nextNode()) last = walker.currentNode as Text;
  if (!last) throw new Error('No text to select');
  const range = document.createRange();
  range.setStart(last, last.length - length);
  range.setEnd(last, last.length);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const lastHtml = (onChange: RichTextEditorProps['onChange']) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0]);
};

/** Empty: typing gives paragraphs out as HTML, and the editor turns dirty, then clean again on undo. */
export const Empty: Story = {
  args: { description: 'Shown to every user of the app.' },
  play: async ({ args, canvasElement }) => {
    const { text, toolbar } = await editorIn(canvasElement);
    await expect(text).toHaveAccessibleDescription('Shown to every user of the app.');
    await expect(text).toHaveAttribute('contenteditable', 'true');
    await userEvent.click(text);
    await typeText('Welcome');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Welcome</p>'));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toolbar.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(''));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/** HTML in: headings, bold, italic, a list and a link show as such; nothing is given out before an edit. */
export const WithContent: Story = {
  args: { value: withContent },
  play: async ({ args, canvasElement }) => {
    const { text } = await editorIn(canvasElement);
    await expect(within(text).getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
    await expect(within(text).getByText('Bryggen').closest('strong')).not.toBeNull();
    await expect(within(text).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(text).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:help@velo.no');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onDirtyChange).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard only: Shift+Tab reaches the toolbar, the arrow keys move in it, Enter applies a tool and returns to
 * the text with the selection kept; the toggles say whether they are on.
 */
export const FormattingByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const { text, toolbar } = await editorIn(canvasElement);
    await userEvent.click(text);
    await typeText('Bring a lock');
    await selectLast(text, 'Bring a lock'.length);
    await userEvent.tab({ shift: true });
    const bold = toolbar.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveFocus();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p><strong>Bring a lock</strong></p>'));
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(text).toHaveFocus();
    // One tab stop: Shift+Tab comes back to the tool last used, the arrows go on from there.
    await userEvent.tab({ shift: true });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const italic = toolbar.getByRole('button', { name: 'Italic' });
    await expect(italic).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p><i><strong>Bring a lock</strong></i></p>'));
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab({ shift: true });
    await expect(italic).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(toolbar.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<h2><i><strong>Bring a lock</strong></i></h2>'));
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(text);
  },
};

/** Headings H1–H3 and back to a paragraph, each button pressed while its block is selected. */
export const Heading: Story = {
  play: async ({ args, canvasElement }) => {
    const { text, toolbar } = await editorIn(canvasElement);
    await userEvent.click(text);
    await typeText('Prices');
    await userEvent.click(toolbar.getByRole('button', { name: 'Heading 1' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<h1>Prices</h1>'));
    await expect(toolbar.getByRole('button', { name: 'Heading 1' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toolbar.getByRole('button', { name: 'Heading 3' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<h3>Prices</h3>'));
    await userEvent.click(toolbar.getByRole('button', { name: 'Paragraph' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Prices</p>'));
    await expect(toolbar.getByRole('button', { name: 'Paragraph' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Bulleted and numbered lists, and back to paragraphs. */
export const Lists: Story = {
  play: async ({ args, canvasElement }) => {
    const { text, toolbar } = await editorIn(canvasElement);
    await userEvent.click(text);
    await userEvent.click(toolbar.getByRole('button', { name: 'Bulleted list' }));
    await typeText('Helmet');
    await userEvent.keyboard('{Enter}');
    await typeText('Lights');
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/^<ul><li[^>]*>Helmet<\/li><li[^>]*>Lights<\/li><\/ul>$/));
    await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toolbar.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/^<ol><li[^>]*>Helmet<\/li><li[^>]*>Lights<\/li><\/ol>$/));
    await userEvent.click(toolbar.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(lastHtml(args.onChange)).not.toContain('<ol>'));
  },
};

/** A link by its dialog: only http, https and mailto addresses; then edited, then removed. */
export const Link: Story = {
  play: async ({ args, canvasElement }) => {
    const { text, toolbar } = await editorIn(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(text);
    await typeText('Read the rules');
    await selectLast(text, 'rules'.length);
    await userEvent.click(toolbar.getByRole('button', { name: 'Link' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add link' }));
    const address = dialog.getByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(address).toHaveAccessibleDescription('Enter an address that starts with https://, http:// or mailto:');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://velo.no/rules');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe('<p>Read the <a href="https://velo.no/rules" rel="noopener noreferrer">rules</a></p>'),
    );
    await expect(body.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(text).getByText('rules'));
    await userEvent.click(await toolbar.findByRole('button', { name: 'Edit link' }));
    const editDialog = within(await body.findByRole('dialog', { name: 'Edit link' }));
    await expect(editDialog.getByRole('textbox', { name: 'Link address' })).toHaveValue('https://velo.no/rules');
    await userEvent.click(editDialog.getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Read the rules</p>'));
  },
};

/** Pasted HTML that would run (an image's onerror, a script) never runs and is not in the HTML given out. */
export const PastedScriptIsDropped: Story = {
  play: async ({ args, canvasElement }) => {
    const { text } = await editorIn(canvasElement);
    const page = window as unknown as { pasteRan?: boolean };
    delete page.pasteRan;
    await userEvent.click(text);
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p>Safe <b>words</b></p><img src=x onerror="window.pasteRan=true"><script>window.pasteRan=true</script><p onclick="window.pasteRan=true">end</p>',
    );
    data.setData('text/plain', 'Safe words end');
    text.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('words'));
    const html = lastHtml(args.onChange);
    await expect(html).not.toMatch(/<img|<script|onerror|onclick|pasteRan/i);
    await expect(text.querySelector('img, script')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(page.pasteRan).toBeUndefined();
  },
};

/** A value with markup that runs is cleaned as it loads. */
export const UnsafeValueIsCleaned: Story = {
  args: {
    value:
      '<p>Hi</p><img src=x onerror="window.valueRan=true"><script>window.valueRan=true</script><a href="javascript:alert(1)">x</a>',
  },
  play: async ({ canvasElement }) => {
    const { text } = await editorIn(canvasElement);
    await expect(text).toHaveTextContent('Hi');
    await expect(text.querySelector('img, script, a[href^="javascript"]')).toBeNull();
    await expect((window as unknown as { valueRan?: boolean }).valueRan).toBeUndefined();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This field is required', description: 'Not shown while invalid' },
  play: async ({ canvasElement }) => {
    const { text } = await editorIn(canvasElement);
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('This field is required');
  },
};

export const ReadOnly: Story = {
  args: { value: withContent, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const { canvas } = { canvas: within(canvasElement) };
    const text = await canvas.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 });
    await expect(text).toHaveAttribute('aria-readonly', 'true');
    await expect(text).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

/** In a form slower than the typing, the values it hands back late are not loaded over what was typed since. */
export const FastTypingInASlowForm: Story = {
  render: (args) => <SlowForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const { text } = await editorIn(canvasElement);
    await userEvent.click(text);
    for (const letter of 'quick brown fox') await typeText(letter);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(text).toHaveTextContent('quick brown fox');
    await expect(lastHtml(args.onChange)).toBe('<p>quick brown fox</p>');
  },
};
