import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KpiCard } from './KpiCard.tsx';

const meta = {
  title: 'Dashboard/KpiCard',
  component: KpiCard,
  args: { title: 'Revenue', value: '48,215.50 NOK', change: 12.5, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof KpiCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const changeLine = (canvasElement: HTMLElement) => within(canvasElement).getByText('vs previous period').parentElement!;

/** Up on the period before: the arrow is named "Up", and the sign says it too. */
export const Increase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Revenue' })).toBeVisible();
    await expect(canvas.getByText('48,215.50 NOK')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Up' })).toBeVisible();
    await expect(changeLine(canvasElement)).toHaveTextContent('+12.5% vs previous period');
    // The light theme's success text (#1a7340) repeats the direction.
    await expect(getComputedStyle(canvas.getByText('+12.5%')).color).not.toBe(
      getComputedStyle(canvas.getByText('vs previous period')).color,
    );
  },
};

/** Down, with a minus sign rather than a hyphen. */
export const Decrease: Story = {
  args: { title: 'Number of orders', value: '1,204', change: -3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Down' })).toBeVisible();
    await expect(changeLine(canvasElement)).toHaveTextContent('\u22123.0% vs previous period');
  },
};

/** All time has no period before it: "No Change", and a flat arrow that adds nothing to read. */
export const NoPreviousPeriod: Story = {
  args: { title: 'Average parked duration', value: '2 h 15 min', change: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(changeLine(canvasElement)).toHaveTextContent('No Change vs previous period');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A change that rounds to 0.0% reads the same. */
export const RoundsToNoChange: Story = {
  args: { change: 0.04 },
  play: async ({ canvasElement }) => {
    await expect(changeLine(canvasElement)).toHaveTextContent('No Change vs previous period');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Revenue');
    await expect(canvas.queryByText('48,215.50 NOK')).toBeNull();
  },
};

export const FailedWithRetry: Story = {
  args: { error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Could not load Revenue.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A long figure wraps inside a narrow card instead of widening it. */
export const LongValueOnAPhone: Story = {
  args: { value: '1,248,215,330.50 NOK' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('section')!.getBoundingClientRect();
    await expect(within(canvasElement).getByText('1,248,215,330.50 NOK').getBoundingClientRect().right).toBeLessThanOrEqual(
      card.right,
    );
  },
};
