import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm.tsx';

const meta = {
  title: 'Sign-in/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), forgotPasswordHref: '#/reset-password', isPending: false, error: null },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('User name or e-mail')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('User name or e-mail'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'Demo1234!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ userNameOrEmailAddress: 'admin', password: 'Demo1234!' });
  },
};

export const BothFieldsRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const userName = canvas.getByLabelText('User name or e-mail');
    await expect(userName).toHaveAccessibleDescription('Enter your user name or e-mail.');
    await expect(canvas.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription('Enter your password.');
    await expect(userName).toHaveFocus();

    await userEvent.type(userName, 'admin{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Password', { exact: true })).toHaveFocus();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name or e-mail'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'Demo1234!{Enter}');
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal stays above the form, and the next try is sent with Enter from the password. */
export const WithError: Story = {
  args: { error: 'Invalid user name or password!' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid user name or password!');
    await userEvent.type(canvas.getByLabelText('User name or e-mail'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'Demo1234!{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ userNameOrEmailAddress: 'admin', password: 'Demo1234!' });
  },
};

export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '#/reset-password',
    );
  },
};
