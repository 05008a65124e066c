import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { darkSurface, expectDarkTheme } from '../../testing/theme.ts';
import { LoginForm } from '../LoginForm/index.ts';
import { AuthLayout } from './AuthLayout.tsx';

const meta = {
  title: 'Sign-in/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { children: <LoginForm onSubmit={fn()} forgotPasswordHref="#/reset-password" /> },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Velo')).toBeVisible();
    await expect(canvas.getByText('Smart bicycle parking back-office')).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const main = within(canvasElement).getByRole('main');
    await expect(getComputedStyle(main).backgroundColor).toBe(darkSurface);
    await expect(within(main).getByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

/** On a 320px phone the card fills the width with less padding, and nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(view.innerWidth).toBe(320));
    const main = within(canvasElement).getByRole('main');
    await expect(getComputedStyle(main).paddingLeft).toBe('24px');
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    await expect(within(main).getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
