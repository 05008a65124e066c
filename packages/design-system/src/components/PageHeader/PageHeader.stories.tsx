import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'Locations' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Locations');
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

const onCreate = fn();

export const WithDescriptionAndActions: Story = {
  args: {
    description: 'Parking places with their doors, opening hours and prices.',
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        <Button variant="primary" onPress={onCreate}>
          New location
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Parking places with their doors, opening hours and prices.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New location' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};
