import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { expectDarkTheme } from '../../testing/theme.ts';
import { Money } from './Money.tsx';

const meta = {
  title: 'Domain/Money',
  component: Money,
  args: { amount: 1250 },
  argTypes: { currency: { control: 'inline-radio', options: ['NOK', 'SEK', 'EUR'] } },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectAmount(canvasElement: HTMLElement, text: string) {
  const amount = within(canvasElement).getByText(text);
  await expect(amount.tagName).toBe('SPAN');
  await expect(amount).toHaveTextContent(new RegExp(`^${text}$`));
  await expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
  return amount;
}

/** Thousands grouped, two decimals, NOK unless told. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectAmount(canvasElement, '1,250.00 NOK');
  },
};

/** A refund: the minus sign stays. */
export const Negative: Story = {
  args: { amount: -5.5 },
  play: async ({ canvasElement }) => {
    await expectAmount(canvasElement, '-5.50 NOK');
  },
};

export const Zero: Story = {
  args: { amount: 0 },
  play: async ({ canvasElement }) => {
    await expectAmount(canvasElement, '0.00 NOK');
  },
};

export const OtherCurrency: Story = {
  args: { amount: 0.125, currency: 'SEK' },
  play: async ({ canvasElement }) => {
    await expectAmount(canvasElement, '0.13 SEK');
  },
};

export const Large: Story = {
  args: { amount: 1234567.891 },
  play: async ({ canvasElement }) => {
    await expectAmount(canvasElement, '1,234,567.89 NOK');
  },
};

const column: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space[1], width: 'max-content' }}>
      <Money amount={1111.11} />
      <Money amount={8888.88} />
      <Money amount={-5.5} />
    </div>
  ),
};

/** Amounts in a right-aligned column: equal digits take equal widths. */
export const Column: Story = {
  ...column,
  play: async ({ canvasElement }) => {
    const ones = await expectAmount(canvasElement, '1,111.11 NOK');
    const eights = await expectAmount(canvasElement, '8,888.88 NOK');
    await expectAmount(canvasElement, '-5.50 NOK');
    await expect(ones.getBoundingClientRect().width).toBe(eights.getBoundingClientRect().width);
  },
};

export const Dark: Story = {
  ...column,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const amount = await expectAmount(canvasElement, '-5.50 NOK');
    // The dark theme's primary text (#e5eaef).
    await expect(getComputedStyle(amount).color).toBe('rgb(229, 234, 239)');
  },
};
