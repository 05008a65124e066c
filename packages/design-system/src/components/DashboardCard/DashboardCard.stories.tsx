import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DashboardCard } from './DashboardCard.tsx';

const meta = {
  title: 'Dashboard/DashboardCard',
  component: DashboardCard,
  args: {
    title: 'Top 10 Locations',
    description: 'Orders in the period, most first.',
    onRetry: fn(),
    children: <p>Oslo S sykkelhotell: 1,204 orders</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof DashboardCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Top 10 Locations' })).toBeVisible();
    await expect(canvas.getByText('Orders in the period, most first.')).toBeVisible();
    await expect(canvas.getByText('Oslo S sykkelhotell: 1,204 orders')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** While its data loads the card keeps its heading and announces what it waits for. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Top 10 Locations' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Top 10 Locations');
    await expect(canvas.queryByText('Oslo S sykkelhotell: 1,204 orders')).toBeNull();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed card says so in place, and Retry asks again; the rest of the dashboard goes on. */
export const FailedWithRetry: Story = {
  args: { error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Could not load Top 10 Locations.')).toBeVisible();
    await expect(canvas.queryByText('Oslo S sykkelhotell: 1,204 orders')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** An error wins over loading: a retry that is under way shows the message until new data comes. */
export const FailedWhileLoading: Story = {
  args: { error: true, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Could not load Top 10 Locations.')).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button size="sm">Download CSV</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Top 10 Locations' }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Download CSV' }).getBoundingClientRect();
    await expect(action.left).toBeGreaterThan(heading.left);
    await expect(action.top).toBeLessThan(heading.bottom);
  },
};
