import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { AccessDenied } from './AccessDenied.tsx';

const meta = {
  title: 'Components/AccessDenied',
  component: AccessDenied,
} satisfies Meta<typeof AccessDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one heading says access is denied; the text under it says whom to ask. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expect(canvas.getByText('Ask an administrator if you need it.')).toBeVisible();
  },
};

/** A way on, where the page has one. */
export const WithAction: Story = {
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
  args: { action: <LinkButton href="/locations">Go to the locations</LinkButton> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the locations' }));
    await expect(navigate).toHaveBeenCalledWith('/locations', undefined);
  },
};
