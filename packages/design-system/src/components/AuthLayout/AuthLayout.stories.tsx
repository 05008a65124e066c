import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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

export const Dark: Story = { globals: { theme: 'dark' } };

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
