import { useState, type FormEvent } from 'react';
import { Link, Tooltip, TooltipTrigger } from 'react-aria-components';
import {
  looksLikeEmailAddress,
  passwordMinLength,
  passwordProblems,
  passwordResetTexts as texts,
  passwordSpecialCharacters,
} from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { fullWidth, heading, link, panel, steps, successMark, text } from '../InvitationSteps/InvitationSteps.css.ts';
import { buttons, rulesList, rulesRow, rulesTooltip } from './PasswordResetSteps.css.ts';

export type PasswordResetStep = 'email' | 'code' | 'password' | 'done';

export interface PasswordResetStepsProps {
  /** Asks for a code to the address; rejects (the page has said why) to stay on the step. */
  onSendCode: (emailAddress: string) => Promise<void>;
  /** Checks the code; rejects to stay on the step. */
  onCheckCode: (code: string) => Promise<void>;
  /** Sets the new password with the checked code; rejects to stay on the step. */
  onChangePassword: (password: string) => Promise<void>;
  /** Cancel on the password step: back to sign in. */
  onCancel: () => void;
  loginHref: string;
  /** Where to start (stories); the e-mail otherwise. */
  initialStep?: PasswordResetStep;
  /** The address the code went to, for a story that starts past the e-mail. */
  initialEmail?: string;
}

const specials = [...passwordSpecialCharacters].join(' ');

/** The forgotten password: e-mail, the mailed code, a new password, done. It calls nothing itself. */
export function PasswordResetSteps({
  onSendCode,
  onCheckCode,
  onChangePassword,
  onCancel,
  loginHref,
  initialStep = 'email',
  initialEmail = '',
}: PasswordResetStepsProps) {
  const [step, setStep] = useState<PasswordResetStep>(initialStep);
  const [email, setEmail] = useState(initialEmail);
  const [isPending, setPending] = useState(false);

  // Buttons are disabled while a call runs rather than "pending" (see InvitationSteps).
  async function run(call: () => Promise<void>, next: PasswordResetStep) {
    setPending(true);
    try {
      await call();
      setStep(next);
    } catch {
      // The page has shown why; the step stays for another try.
    } finally {
      setPending(false);
    }
  }

  if (step === 'email') {
    return (
      <div className={steps}>
        <header>
          <h1 className={heading}>{texts.title}</h1>
          <p className={text}>{texts.emailIntro}</p>
        </header>
        <Form
          className={panel}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            if (!isPending) void run(() => onSendCode(email.trim()), 'code');
          }}
        >
          <TextField
            label={texts.emailLabel}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            isRequired
            validate={(value) => (value.trim() && !looksLikeEmailAddress(value) ? texts.emailNotValid : null)}
            errorMessage={(validation) => (validation.validationDetails.valueMissing ? texts.fieldRequired : texts.emailNotValid)}
            autoFocus
          />
          <Button type="submit" variant="primary" className={fullWidth} isDisabled={isPending}>
            {texts.sendCode}
          </Button>
          <Link href={loginHref} className={link}>
            Back to sign in
          </Link>
        </Form>
      </div>
    );
  }

  if (step === 'code')
    return <CodeStep email={email} isPending={isPending} onCheck={(code) => run(() => onCheckCode(code), 'password')} />;

  if (step === 'password') {
    return (
      <NewPasswordStep
        isPending={isPending}
        onCancel={onCancel}
        onChange={(password) => run(() => onChangePassword(password), 'done')}
      />
    );
  }

  return (
    <div className={steps}>
      <span className={successMark}>
        <Icon name="check" size={24} />
      </span>
      <h1 className={heading}>{texts.success}</h1>
      <Link href={loginHref} className={link}>
        {texts.goToLogin}
      </Link>
    </div>
  );
}

function CodeStep({
  email,
  isPending,
  onCheck,
}: {
  email: string;
  isPending: boolean;
  onCheck: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  return (
    <div className={steps}>
      <header>
        <h1 className={heading}>{texts.title}</h1>
        <p className={text}>{texts.codeSentTo(email)}</p>
      </header>
      <Form
        className={panel}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!isPending) void onCheck(code.trim());
        }}
      >
        <TextField
          label={texts.codeLabel}
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          isRequired
          errorMessage={texts.fieldRequired}
          maxLength={64}
          autoFocus
        />
        <Button type="submit" variant="primary" className={fullWidth} isDisabled={isPending}>
          {texts.checkCode}
        </Button>
      </Form>
    </div>
  );
}

type PasswordField = 'password' | 'repeat';

function NewPasswordStep({
  isPending,
  onCancel,
  onChange,
}: {
  isPending: boolean;
  onCancel: () => void;
  onChange: (password: string) => Promise<void>;
}) {
  const [values, setValues] = useState<Record<PasswordField, string>>({ password: '', repeat: '' });
  const [touched, setTouched] = useState<Record<PasswordField, boolean>>({ password: false, repeat: false });
  const [submitted, setSubmitted] = useState(false);

  const missing = (field: PasswordField) => (touched[field] || submitted) && !values[field];
  const passwordError = missing('password')
    ? texts.fieldRequired
    : submitted && passwordProblems(values.password).length
      ? texts.passwordNotValid
      : null;
  const repeatError = missing('repeat')
    ? texts.fieldRequired
    : submitted && values.repeat !== values.password
      ? texts.passwordsDoNotMatch
      : null;
  const formError = submitted && (!values.password || !values.repeat) ? texts.fillInAllFields : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const { password, repeat } = values;
    if (isPending || !password || !repeat || passwordProblems(password).length || password !== repeat) return;
    void onChange(password);
  }

  const field = (name: PasswordField, label: string, error: string | null) => (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
      isInvalid={error !== null}
      errorMessage={error ?? undefined}
    />
  );

  return (
    <div className={steps}>
      <div className={rulesRow}>
        <h1 className={heading}>{texts.changePasswordTitle}</h1>
        <PasswordRules />
      </div>
      <Form className={panel} onSubmit={submit} error={formError} validationBehavior="aria">
        {field('password', texts.newPassword, passwordError)}
        {field('repeat', texts.repeatPassword, repeatError)}
        <div className={buttons}>
          <Button type="submit" variant="primary" className={fullWidth} isDisabled={isPending}>
            {texts.changePassword}
          </Button>
          <Button variant="secondary" className={fullWidth} onPress={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** The password rules in a tooltip: on hover or focus, and on a press (a phone has no hover). */
function PasswordRules() {
  const [isOpen, setOpen] = useState(false);
  return (
    <TooltipTrigger isOpen={isOpen} onOpenChange={setOpen} delay={200}>
      <Button variant="ghost" size="sm" isIconOnly aria-label="Password rules" onPress={() => setOpen((open) => !open)}>
        <Icon name="info" size={20} />
      </Button>
      <Tooltip className={rulesTooltip} placement="bottom">
        <ul className={rulesList}>
          <li>At least {passwordMinLength} characters</li>
          <li>Only letters, digits and {specials}</li>
          <li>An upper-case and a lower-case letter</li>
          <li>A digit or one of {specials}</li>
        </ul>
      </Tooltip>
    </TooltipTrigger>
  );
}
