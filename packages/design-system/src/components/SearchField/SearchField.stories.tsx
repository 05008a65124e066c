import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Location name', placeholder: 'Search by name', onChange: fn(), onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Location name' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    await userEvent.type(input, 'Sentrum');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sentrum');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Sentrum');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveFocus();
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'Bryggen' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Location name' });
    await expect(input).toHaveValue('Bryggen');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const WithDescription: Story = {
  args: { label: 'Door access key', description: 'The key printed on the door module.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Door access key' })).toHaveAccessibleDescription(
      'The key printed on the door module.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Bryggen' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Location name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Bryggen' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Location name' });
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Bryggen');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Use at least two characters.', defaultValue: 'B' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Use at least two characters.')).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
