import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No locations yet.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No locations yet.' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { title: 'No locations match these filters', description: 'Change or clear the filters to see more.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No locations match these filters' })).toBeVisible();
    await expect(canvas.getByText('Change or clear the filters to see more.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const onAdd = fn();

export const WithAction: Story = {
  args: {
    description: 'Locations are the parking places with their doors.',
    action: (
      <Button variant="primary" onPress={onAdd}>
        Add the first location
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add the first location' }));
    await expect(onAdd).toHaveBeenCalledOnce();
  },
};
