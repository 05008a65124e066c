import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from './LoadingState.tsx';

const meta = {
  title: 'Components/LoadingState',
  component: LoadingState,
  args: { label: 'Loading locations' },
} satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading locations');
    await expect(within(status).getByText('Loading locations')).toBeVisible();
  },
};

export const LabelHidden: Story = {
  args: { isLabelHidden: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading locations');
    const label = within(status).getByText('Loading locations');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
