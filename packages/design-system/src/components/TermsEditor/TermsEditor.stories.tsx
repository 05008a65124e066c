import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TermsEditor } from './TermsEditor.tsx';

const terms = [
  { languageId: 1, languageDisplayName: 'English', value: '<h1>Terms</h1><p>Rent a locker and keep it tidy.</p>' },
  { languageId: 2, languageDisplayName: 'Norsk', value: '<h1>Vilkår</h1><p>Lei et skap og hold det ryddig.</p>' },
];

const meta = {
  title: 'Content/TermsEditor',
  component: TermsEditor,
  args: { terms, onSave: fn(() => Promise.resolve()), onEditedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TermsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

async function editorOf(canvasElement: HTMLElement, language: string) {
  return within(canvasElement).findByRole('textbox', { name: `Terms and conditions (${language})` }, { timeout: 10_000 });
}

/** Appends text at the end of the editor, as typing does. */
async function typeAtEnd(text: HTMLElement, words: string) {
  await userEvent.click(text);
  const selection = document.getSelection()!;
  selection.selectAllChildren(text);
  selection.collapseToEnd();
  await new Promise((resolve) => setTimeout(resolve, 50));
  document.execCommand('insertText', false, words);
}

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Save waits for an edit, saves the language's HTML, and is disabled again once saved. */
export const EditAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await editorOf(canvasElement, 'English');
    await expect(canvas.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await typeAtEnd(text, ' Always.');
    await waitFor(() => expect(save).toBeEnabled());
    await expect(args.onEditedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(1, '<h1>Terms</h1><p>Rent a locker and keep it tidy. Always.</p>');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(args.onEditedChange).toHaveBeenLastCalledWith(false);
    await expect(await editorOf(canvasElement, 'English')).toHaveTextContent('Always.');
  },
};

/** Without edits another tab opens at once, with its own text. */
export const SwitchWithoutEdits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorOf(canvasElement, 'English');
    await userEvent.click(canvas.getByRole('tab', { name: 'Norsk' }));
    await expect(await editorOf(canvasElement, 'Norsk')).toHaveTextContent('Lei et skap');
    await expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** With edits, another tab asks first: Cancel keeps the edits, Yes drops them and opens the tab. */
export const UnsavedChanges: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAtEnd(await editorOf(canvasElement, 'English'), ' Draft.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('tab', { name: 'Norsk' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Unsaved changes' }));
    await waitFor(() =>
      expect(dialog.getByText('Are you sure you want to leave this page, you could lose your data?')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await expect(await editorOf(canvasElement, 'English')).toHaveTextContent('Draft.');

    await userEvent.click(canvas.getByRole('tab', { name: 'Norsk' }));
    const again = within(await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Unsaved changes' }));
    await userEvent.click(again.getByRole('button', { name: 'Yes' }));
    await expect(await editorOf(canvasElement, 'Norsk')).toHaveTextContent('Lei et skap');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onEditedChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('tab', { name: 'English' }));
    await expect(await editorOf(canvasElement, 'English')).not.toHaveTextContent('Draft.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A failed save keeps the edits and Save, for another try. */
export const SaveFails: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Record.Stale'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAtEnd(await editorOf(canvasElement, 'English'), ' Kept.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(await editorOf(canvasElement, 'English')).toHaveTextContent('Kept.');
  },
};
