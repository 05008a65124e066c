import type { FormEvent } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Form } from '../Form/index.ts';
import { TextField } from '../TextField/index.ts';
import { forgotLink, heading, intro, loginForm, passwordGroup, submit } from './LoginForm.css.ts';

export interface LoginFormValues {
  userNameOrEmailAddress: string;
  password: string;
}

export interface LoginFormProps {
  /** Called with both fields filled in; an empty field stops the submit and says what is missing. */
  onSubmit(values: LoginFormValues): void | Promise<void>;
  /** While signing in: the button shows it and a second submit is ignored. */
  isPending?: boolean;
  /** Why signing in failed, shown as an alert above the fields. */
  error?: string | null;
  forgotPasswordHref: string;
}

/** The sign-in form: user name or e-mail, password, and a link to reset a forgotten password. */
export function LoginForm({ onSubmit, isPending = false, error = null, forgotPasswordHref }: LoginFormProps) {
  function submitForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void onSubmit({
      userNameOrEmailAddress: String(data.get('userNameOrEmailAddress') ?? ''),
      password: String(data.get('password') ?? ''),
    });
  }

  return (
    <div className={loginForm}>
      <header>
        <h1 className={heading}>Sign in</h1>
        <p className={intro}>Welcome back. Sign in to manage your parking.</p>
      </header>
      <Form onSubmit={submitForm} error={error}>
        <TextField
          label="User name or e-mail"
          name="userNameOrEmailAddress"
          autoComplete="username"
          isRequired
          errorMessage="Enter your user name or e-mail."
          autoFocus
        />
        <div className={passwordGroup}>
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            isRequired
            errorMessage="Enter your password."
          />
          <Link href={forgotPasswordHref} className={forgotLink}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" variant="primary" isPending={isPending} className={submit}>
          Sign in
        </Button>
      </Form>
    </div>
  );
}
