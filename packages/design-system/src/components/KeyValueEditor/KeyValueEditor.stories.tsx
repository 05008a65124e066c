import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultTagPairs, tagPairsOf, type TagPair } from '@velo/domain';
import { expectDarkTheme } from '../../testing/theme.ts';
import { KeyValueEditor, type KeyValueEditorProps } from './KeyValueEditor.tsx';

/** The editor with its rows kept in the story, as a form keeps them; every change is also reported to `onChange`. */
function Editable(args: KeyValueEditorProps) {
  const [pairs, setPairs] = useState(args.pairs);
  return (
    <div style={{ maxWidth: 720 }}>
      <KeyValueEditor
        {...args}
        pairs={pairs}
        onChange={(next) => {
          setPairs(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const savedTags = tagPairsOf({ Produkt: 'Sykkelskap 6-delt', Color: 'RAL 7016 Antrasittgrå', Comment: 'Montert på betongsåle' });

const meta = {
  title: 'Modules/KeyValueEditor',
  component: KeyValueEditor,
  args: { pairs: defaultTagPairs(), onChange: fn() },
  render: Editable,
} satisfies Meta<typeof KeyValueEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const lastCall = (onChange: KeyValueEditorProps['onChange']) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls[calls.length - 1]![0] as TagPair[];
};

/** A new module's tags: every default key, in order, waiting for its value. */
export const DefaultKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Tags' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 1' })).toHaveValue('Produkt');
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 7' })).toHaveValue('Nøkkel ID #');
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 10' })).toHaveValue('Comment');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);

    await userEvent.type(canvas.getByRole('textbox', { name: 'Value of Color' }), 'RAL 6005 Mosegrønn');
    await expect(lastCall(args.onChange)[3]).toEqual({ key: 'Color', value: 'RAL 6005 Mosegrønn' });
  },
};

/** Saved tags, the default keys first; a row is added with its key focused, and removed. */
export const AddAndRemove: Story = {
  args: { pairs: savedTags },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 1' })).toHaveValue('Produkt');
    await expect(canvas.getByRole('textbox', { name: 'Value of Comment' })).toHaveValue('Montert på betongsåle');

    await userEvent.click(canvas.getByRole('button', { name: 'Add tag' }));
    const newKey = canvas.getByRole('textbox', { name: 'Key of tag 4' });
    await expect(newKey).toHaveFocus();
    await userEvent.type(newKey, 'Folie');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value of Folie' }), 'Velo-logo');
    await expect(lastCall(args.onChange)).toEqual([...savedTags, { key: 'Folie', value: 'Velo-logo' }]);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Color' }));
    await expect(lastCall(args.onChange).map((pair) => pair.key)).toEqual(['Produkt', 'Comment', 'Folie']);
    // The focus moves to the row that took the removed one's place.
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 2' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 2' })).toHaveValue('Comment');
  },
};

/** Two rows with one key: both are invalid and say so, until one changes. */
export const DuplicateKeys: Story = {
  args: { pairs: savedTags },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole('textbox', { name: 'Key of tag 3' });
    await userEvent.clear(third);
    await userEvent.type(third, 'Color ');
    await expect(third).toHaveAttribute('aria-invalid', 'true');
    await expect(third).toHaveAccessibleDescription('This key is already used');
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 2' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(third, '2');
    await expect(third).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('This key is already used')).not.toBeInTheDocument();
  },
};

/** A value without a key is invalid; an empty row is not (it is left out). */
export const EmptyKey: Story = {
  args: { pairs: savedTags },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add tag' }));
    const key = canvas.getByRole('textbox', { name: 'Key of tag 4' });
    await expect(key).not.toHaveAttribute('aria-invalid');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value of tag 4' }), 'Blå');
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(key).toHaveAccessibleDescription('Enter a key');
  },
};

/** The last row removed: the editor says there are none, and Add takes the focus. */
export const Empty: Story = {
  args: { pairs: [{ key: 'Comment', value: '' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Comment' }));
    await expect(canvas.getByText('No tags')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add tag' })).toHaveFocus();
  },
};

/** At the most tags a record may have, Add is off and says why. */
export const Full: Story = {
  args: { pairs: Array.from({ length: 50 }, (_, index) => ({ key: `Key ${index + 1}`, value: '' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add tag' })).toBeDisabled();
    await expect(canvas.getByText('At most 50 tags.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { pairs: savedTags, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Produkt' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add tag' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { pairs: savedTags },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const canvas = within(canvasElement);
    const third = canvas.getByRole('textbox', { name: 'Key of tag 3' });
    await userEvent.clear(third);
    await userEvent.type(third, 'Color');
    // The dark danger text colour, #ff9e9a.
    await expect(getComputedStyle(canvas.getAllByText('This key is already used')[0]!).color).toBe('rgb(255, 158, 154)');
  },
};
