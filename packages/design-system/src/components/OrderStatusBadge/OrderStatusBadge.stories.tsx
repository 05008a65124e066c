import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderStatus } from '@velo/domain';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { expectDarkTheme } from '../../testing/theme.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const meta = {
  title: 'Domain/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 0 },
  argTypes: {
    status: {
      control: { type: 'select', labels: Object.fromEntries(orderStatus.options.map((o) => [o.value, o.label])) },
      options: [...orderStatus.values, 9],
    },
  },
} satisfies Meta<typeof OrderStatusBadge>;
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
export const Pending: Story = { args: { status: 0 }, play: showsStatus('Pending', 'rgb(252, 241, 221)') };

/** The info tint of the light theme (#e7effa). */
export const Ordered: Story = { args: { status: 1 }, play: showsStatus('Ordered', 'rgb(231, 239, 250)') };

/** The success tint of the light theme (#e4f3ea). */
export const Completed: Story = { args: { status: 2 }, play: showsStatus('Completed', 'rgb(228, 243, 234)') };

/** The danger tint of the light theme (#fcebea). */
export const Cancelled: Story = { args: { status: 3 }, play: showsStatus('Cancelled', 'rgb(252, 235, 234)') };

/** Waiting for the device reads in the completed colour. */
export const WaitingForDevice: Story = {
  args: { status: 4 },
  play: showsStatus('Waiting for the device to complete the order', 'rgb(228, 243, 234)'),
};

/** A status outside the set shows as it came, in neutral and without a dot. */
export const UnknownStatus: Story = {
  args: { status: 9 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('9');
    await expect(dotOf(badge)).toBeNull();
    await expect(background(badge)).toBe('rgb(237, 240, 243)');
  },
};

const everyStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] }}>
      {[0, 1, 2, 3, 4].map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

const labels = ['Pending', 'Ordered', 'Completed', 'Cancelled', 'Waiting for the device to complete the order'];

export const EveryStatus: Story = {
  ...everyStatus,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(labels.map((label) => background(canvas.getByText(label)))).toEqual([
      'rgb(252, 241, 221)',
      'rgb(231, 239, 250)',
      'rgb(228, 243, 234)',
      'rgb(252, 235, 234)',
      'rgb(228, 243, 234)',
    ]);
  },
};

export const Dark: Story = {
  ...everyStatus,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const canvas = within(canvasElement);
    // The dark theme's warning, info, success, danger and success tints (#372a12, #15283f, #13301f, #3a1a1b).
    await expect(labels.map((label) => background(canvas.getByText(label)))).toEqual([
      'rgb(55, 42, 18)',
      'rgb(21, 40, 63)',
      'rgb(19, 48, 31)',
      'rgb(58, 26, 27)',
      'rgb(19, 48, 31)',
    ]);
  },
};
