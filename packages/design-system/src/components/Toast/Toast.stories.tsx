import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastTimeoutMs } from '@velo/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ToastRegion, toast } from './Toast.tsx';

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  beforeEach: () => toast.clear(),
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onPress={() => toast.success('Location saved.')}>Show success</Button>
      <Button onPress={() => toast.error('Error: Failed to get locations list')}>Show error</Button>
      <Button onPress={() => toast.warning('The lock did not answer. Try again.')}>Show warning</Button>
      <Button onPress={() => toast.success('Door unlocked.', { timeout: 600 })}>Show short</Button>
      <ToastRegion />
    </div>
  ),
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ShowAndClose: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const region = await body.findByRole('region', { name: /notification/i });
    const alert = within(region).getByRole('alert');
    await expect(alert).toHaveTextContent('Location saved.');

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(within(region).getAllByRole('alert')).toHaveLength(2));

    const saved = within(region).getByText('Location saved.').closest<HTMLElement>('[role="alertdialog"]')!;
    await userEvent.click(within(saved).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Location saved.')).not.toBeInTheDocument());
    await expect(body.getByText('Error: Failed to get locations list')).toBeInTheDocument();
  },
};

export const LoadsWithTheFirstToast: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    // Nothing of the region is on the page before a toast is shown.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(body.queryByRole('region', { name: /notification/i })).not.toBeInTheDocument();

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show warning' }));
    const region = await body.findByRole('region', { name: /notification/i });
    await expect(within(region).getByRole('alert')).toHaveTextContent('The lock did not answer. Try again.');
  },
};

export const HidesAfterItsTimeout: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show short' }));
    await expect(await body.findByText('Door unlocked.')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByText('Door unlocked.')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

/** Without a timeout a toast stays `toastTimeoutMs` (4 s), then hides. */
export const DefaultTimeout: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show warning' }));
    const started = Date.now();
    await expect(await body.findByText('The lock did not answer. Try again.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, toastTimeoutMs - 700));
    await expect(body.getByText('The lock did not answer. Try again.')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByText('The lock did not answer. Try again.')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(Date.now() - started).toBeGreaterThanOrEqual(toastTimeoutMs - 100);
  },
};

/** A success, an error and a warning at once, one above the other. */
export const EveryTone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Show success', 'Show error', 'Show warning'])
      await userEvent.click(canvas.getByRole('button', { name }));
    await waitFor(() => expect(bodyOf(canvasElement).getAllByRole('alert')).toHaveLength(3));
  },
};
