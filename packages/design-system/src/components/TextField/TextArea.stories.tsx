import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Reason', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Takes several lines; Enter starts a new one. */
export const Default: Story = {
  args: { description: 'Kept with the user.' },
  play: async ({ args, canvasElement }) => {
    const text = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await expect(text.tagName).toBe('TEXTAREA');
    await expect(text).toHaveAccessibleDescription('Kept with the user.');
    await userEvent.type(text, 'Unpaid orders{Enter}since May');
    await expect(args.onChange).toHaveBeenLastCalledWith('Unpaid orders\nsince May');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This field is required', isRequired: true },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByRole('textbox', { name: /Reason/ });
    await expect(text).toBeInvalid();
    await expect(text).toHaveAccessibleDescription('This field is required');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, value: 'Left the company' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('readonly');
  },
};

/** Empty, with a hint of what to write. */
export const Placeholder: Story = {
  args: { placeholder: 'Why?' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('placeholder', 'Why?');
  },
};
