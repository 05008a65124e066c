import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput } from './CodeInput.tsx';

const meta = {
  title: 'Forms/CodeInput',
  component: CodeInput,
  args: { label: 'Verification code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Verification code' })).getAllByRole('textbox');

export const TypingMovesToTheNextCell: Story = {
  play: async ({ args, canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await expect(cells).toHaveLength(4);
    await userEvent.click(cells[0]!);
    await userEvent.keyboard('123');
    await expect(cells.map((cell) => (cell as HTMLInputElement).value)).toEqual(['1', '2', '3', '']);
    await expect(cells[3]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(args.onComplete).not.toHaveBeenCalled();

    await userEvent.keyboard('4');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

export const OnlyDigits: Story = {
  play: async ({ args, canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await userEvent.click(cells[0]!);
    await userEvent.keyboard('a1 -b2');
    await expect(cells.map((cell) => (cell as HTMLInputElement).value)).toEqual(['1', '2', '', '']);
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
  },
};

export const BackspaceGoesBack: Story = {
  play: async ({ args, canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await userEvent.click(cells[0]!);
    await userEvent.keyboard('12');
    await expect(cells[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(cells[1]).toHaveFocus();
    await expect(cells[1]).toHaveValue('');
    await userEvent.keyboard('{Backspace}');
    await expect(cells[0]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('{ArrowRight}');
    await expect(cells[1]).toHaveFocus();
  },
};

export const TypingOverADigit: Story = {
  play: async ({ args, canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await userEvent.click(cells[0]!);
    await userEvent.keyboard('1234');
    await userEvent.click(cells[1]!);
    await userEvent.keyboard('9');
    await expect(cells.map((cell) => (cell as HTMLInputElement).value)).toEqual(['1', '9', '3', '4']);
    await expect(args.onChange).toHaveBeenLastCalledWith('1934');
  },
};

export const PasteFillsAllCells: Story = {
  play: async ({ args, canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await userEvent.click(cells[0]!);
    await userEvent.paste('Your code: 1234');
    await expect(cells.map((cell) => (cell as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'The code is not valid.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Verification code' });
    await expect(group).toHaveAccessibleDescription('The code is not valid.');
    for (const cell of cellsOf(canvasElement)) await expect(cell).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const cell of cellsOf(canvasElement)) await expect(cell).toBeDisabled();
  },
};

/** A hint under the cells describes the group. */
export const WithDescription: Story = {
  args: { description: 'Check your phone for a 4-digit code.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Verification code' });
    await expect(group).toHaveAccessibleDescription('Check your phone for a 4-digit code.');
  },
};
