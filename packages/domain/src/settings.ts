import { fieldRequired, newPasswordProblems, type NewPasswordProblems } from './users.ts';

// The Settings page's rules and words, shared by its forms and the server's answers.

/** What the server answers to a wrong current password; the console shows `currentPasswordIncorrect` instead. */
export const passwordMismatchMessage = 'Identity.Password mismatch';
export const currentPasswordIncorrect = 'Current password is incorrect';
export const changePasswordFailed = 'An error occurred, please try again later.';

export const twoFactorPhoneNumberMinLength = 6;
export const phoneNumberFormatNotCorrect = 'Phone number format is not correct';

/**
 * A two-factor phone number as the calls send it: "00" (the international call prefix), the
 * country's calling code and the number's digits, at least 6 characters and at most E.164's 15
 * digits after the prefix (Norway's "912 34 567" is "004791234567").
 */
export const twoFactorWirePhoneNumber = /^00[1-9]\d{3,14}$/;

/**
 * How a user's phone number is kept: the digits after the "00", i.e. E.164 without its "+"
 * ("4791234567"), as the demo's numbers are. The SMS provider is handed this form.
 */
export const storedPhoneNumber = (wire: string): string => wire.replace(/^00/, '');

/** A stored number in the calls' "00" form; a stored "+47 912 34 567" reads "004791234567". */
export const wirePhoneNumber = (stored: string): string => `00${stored.replace(/^(\+|00)/, '').replace(/\D/g, '')}`;

/** Whether a number typed in the two-factor form (the national part) is long enough and only a phone number's characters. */
export const isTwoFactorPhoneNumber = (national: string): boolean =>
  /^[\d\s()-]*$/.test(national) && national.replace(/\D/g, '').length >= twoFactorPhoneNumberMinLength;

export interface ChangePasswordDraft {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordProblems = Partial<Record<keyof ChangePasswordDraft, string>>;

/** What the change-password form lacks: the current password, a new one under the rule, a confirmation that matches. */
export function changePasswordProblems({
  currentPassword,
  newPassword,
  confirmPassword,
}: ChangePasswordDraft): ChangePasswordProblems {
  const fresh: NewPasswordProblems = newPasswordProblems(
    { password: newPassword, repeatPassword: confirmPassword },
    { optional: false },
  );
  return {
    ...(currentPassword ? {} : { currentPassword: fieldRequired }),
    ...(fresh.password ? { newPassword: fresh.password } : {}),
    ...(fresh.repeatPassword ? { confirmPassword: fresh.repeatPassword } : {}),
  };
}

export const passwordChanged = 'Password changed successfully';
export const twoFactorEnabled = 'Two-Factor authentication successfully enabled.';
export const twoFactorRemoved = 'Two-Factor authentication successfully removed.';
