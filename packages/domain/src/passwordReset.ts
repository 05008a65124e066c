import { fieldRequired } from './users.ts';

/** How long an e-mailed password reset code works. */
export const passwordResetCodeMinutes = 30;

/** A reset code's length and its letters: no 0/O, 1/I/L, so that it reads and types without doubt. */
export const passwordResetCodeLength = 10;
export const passwordResetCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The longest code the calls take (a code with spaces or dashes typed in is cleaned first). */
export const passwordResetCodeMaxLength = 64;

/** A typed reset code as it was issued: upper case, without spaces or dashes. */
export const normalizePasswordResetCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** The server's answer to an unknown, used or expired reset code, and how the page says it. */
export const invalidPasswordResetCode = '[Invalid password reset code]';

/** The forgot-password page's texts. */
export const passwordResetTexts = {
  title: 'Reset password',
  emailLabel: 'Email',
  emailIntro: 'Enter the e-mail address of your account and we will send you a reset code.',
  sendCode: 'Reset password',
  codeSentTo: (email: string) => `We sent a reset code to ${email}. It works for ${passwordResetCodeMinutes} minutes.`,
  codeLabel: 'Reset code',
  checkCode: 'Check reset code',
  changePasswordTitle: 'Change password',
  newPassword: 'New Password',
  repeatPassword: 'Repeat Password',
  changePassword: 'Change password',
  cancel: 'Cancel',
  success: 'Password successfully changed!',
  goToLogin: 'Click here to go to login',
  fieldRequired,
  emailNotValid: 'Please enter a valid email address',
  codeNotValid: 'Reset code is not valid',
  passwordNotValid: 'New password is not valid',
  passwordsDoNotMatch: 'Repeated password does not match the new password',
  fillInAllFields: 'Please fill in all fields',
} as const;

/** A plain e-mail address check: something, an @, a dotted domain. */
export const looksLikeEmailAddress = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
