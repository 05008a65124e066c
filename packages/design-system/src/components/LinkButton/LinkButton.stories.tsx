import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { buttonSizes, buttonVariants } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { children: 'Edit location', href: '/locations/3' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NavigatesThroughTheRouter: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Edit location' });
    await expect(link).toHaveAttribute('href', '/locations/3');
    // It looks like a button: no link underline.
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/locations/3', undefined);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', size: 'sm' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Edit location' });
    await expect(getComputedStyle(link).height).toBe('32px');
    await expect(getComputedStyle(link).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/locations/3', undefined);
  },
};

/** An icon-only edit link, as in a table's actions column: a 32 px square. */
export const IconOnly: Story = {
  args: {
    variant: 'ghost',
    size: 'sm',
    isIconOnly: true,
    'aria-label': 'Edit location',
    children: <Icon name="edit" size={16} />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Edit location' });
    const box = link.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([32, 32]);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/locations/3', undefined);
  },
};
