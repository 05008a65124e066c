import type { Meta, StoryObj } from '@storybook/react-vite';
import { paymentStatus } from '@velo/domain';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { expectDarkTheme } from '../../testing/theme.ts';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

const meta = {
  title: 'Domain/PaymentStatusBadge',
  component: PaymentStatusBadge,
  args: { status: 1 },
  argTypes: {
    status: {
      control: { type: 'select', labels: Object.fromEntries(paymentStatus.options.map((o) => [o.value, o.label])) },
      options: [...paymentStatus.values, null],
    },
  },
} satisfies Meta<typeof PaymentStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const dotOf = (badge: HTMLElement) => badge.querySelector('[aria-hidden="true"]');
const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;

const showsStatus = (label: string, tint: string): Story['play'] =>
  async function play({ canvasElement }) {
    const badge = within(canvasElement).getByText(label);
    await expect(badge).toHaveTextContent(new RegExp(`^${label}$`));
    await expect(dotOf(badge)).toBeVisible();
    await expect(background(badge)).toBe(tint);
  };

/** The warning tint of the light theme (#fcf1dd). */
export const NotPaid: Story = { args: { status: 0 }, play: showsStatus('Not Paid', 'rgb(252, 241, 221)') };

/** The success tint of the light theme (#e4f3ea). */
export const Paid: Story = { args: { status: 1 }, play: showsStatus('Paid', 'rgb(228, 243, 234)') };

/** The info tint of the light theme (#e7effa). */
export const Refunded: Story = { args: { status: 2 }, play: showsStatus('Refunded', 'rgb(231, 239, 250)') };

/** The accent tint of the light theme (#dff1ec). */
export const PartiallyRefunded: Story = {
  args: { status: 3 },
  play: showsStatus('Partially Refunded', 'rgb(223, 241, 236)'),
};

/** The danger tint of the light theme (#fcebea). */
export const Locked: Story = { args: { status: 4 }, play: showsStatus('Locked', 'rgb(252, 235, 234)') };

const showsNoStatus: Story['play'] = async ({ canvasElement }) => {
  const badge = within(canvasElement).getByText('No Payment Status');
  await expect(badge).toHaveTextContent(/^No Payment Status$/);
  await expect(dotOf(badge)).toBeNull();
  // The neutral tint of the light theme (#edf0f3).
  await expect(background(badge)).toBe('rgb(237, 240, 243)');
};

/** An order without a payment status. */
export const NoPaymentStatus: Story = { args: { status: null }, play: showsNoStatus };

/** The field left out of the order altogether. */
export const PaymentStatusLeftOut: Story = { args: { status: undefined }, play: showsNoStatus };

const everyStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] }}>
      {[0, 1, 2, 3, 4, null].map((status) => (
        <PaymentStatusBadge key={String(status)} status={status} />
      ))}
    </div>
  ),
};

const labels = ['Not Paid', 'Paid', 'Refunded', 'Partially Refunded', 'Locked', 'No Payment Status'];

export const EveryStatus: Story = {
  ...everyStatus,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(labels.map((label) => background(canvas.getByText(label)))).toEqual([
      'rgb(252, 241, 221)',
      'rgb(228, 243, 234)',
      'rgb(231, 239, 250)',
      'rgb(223, 241, 236)',
      'rgb(252, 235, 234)',
      'rgb(237, 240, 243)',
    ]);
  },
};

export const Dark: Story = {
  ...everyStatus,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const canvas = within(canvasElement);
    // The dark theme's warning, success, info, accent, danger and neutral tints.
    await expect(labels.map((label) => background(canvas.getByText(label)))).toEqual([
      'rgb(55, 42, 18)',
      'rgb(19, 48, 31)',
      'rgb(21, 40, 63)',
      'rgb(17, 54, 48)',
      'rgb(58, 26, 27)',
      'rgb(34, 44, 54)',
    ]);
  },
};
