import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Price',
    description: 'NOK',
    formatOptions: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Money: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveAccessibleDescription('NOK');
    await userEvent.type(input, '49.5');
    await userEvent.tab();
    await expect(input).toHaveValue('49.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(49.5);
  },
};

export const Hours: Story = {
  args: {
    label: 'Duration',
    description: 'hours',
    formatOptions: { maximumFractionDigits: 0 },
    step: 1,
    minValue: 1,
    maxValue: 24,
    defaultValue: 23,
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Duration' });
    await expect(input).toHaveValue('23');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('24');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('24');
    await expect(args.onChange).toHaveBeenLastCalledWith(24);
  },
};

export const Invalid: Story = {
  args: { defaultValue: 0, isInvalid: true, errorMessage: 'Incorrect input' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveValue('0.00');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Incorrect input');
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 15, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveValue('15.00');
    await expect(input).toHaveAttribute('readonly');
  },
};
