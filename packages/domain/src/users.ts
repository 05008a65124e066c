import { enumeration, type ValueOf } from './enumeration.ts';
import { passwordMinLength, passwordProblems, passwordSpecialCharacters } from './passwords.ts';
import type { Role } from './roles.ts';

/** The most characters each text of a user may hold. */
export const userTextMaxLengths = {
  userName: 256,
  name: 64,
  middlename: 64,
  surname: 64,
  emailAddress: 256,
  phoneNumber: 32,
} as const;

/** The longest password taken: the rule sets the least, this keeps hashing cheap. */
export const passwordMaxLength = 128;
/** A suspension's or reactivation's reason. */
export const suspensionReasonMaxLength = 500;
/** An SMS sent to a user from the console. */
export const smsMessageMaxLength = 1000;

/** What an e-mail address must look like, the same in the forms and on the server. */
export const emailAddressPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Under a required field left empty in the user forms. */
export const fieldRequired = 'This field is required';
export const invalidEmailAddress = 'Please enter a valid email address';
export const passwordsDoNotMatch = 'New & confirm passwords do not match';
/** The hint beside the password rules. */
export const allowedSpecialsHint = 'Allowed specials are !@#$&';

export const userRemoved = 'User successfully removed';
export const messageSentToUser = 'Message sent to user';
export const noUsersFound = 'No results found.';

/** Which way a user passed a door (an access log entry): 0 In, anything else Out. */
export const accessDirection = enumeration([
  [0, 'In'],
  [1, 'Out'],
]);
export type AccessDirection = ValueOf<typeof accessDirection>;
export const accessDirectionLabel = (direction: number) => accessDirection.label(direction, 'Out');

export interface UserDetailsDraft {
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
}

export type UserDetailsProblems = Partial<Record<keyof UserDetailsDraft, string>>;

/**
 * What a user's details lack: user name, name and surname are required, and the e-mail address
 * too when `emailRequired` (a new user, or staff); one given must be an e-mail address.
 */
export function userDetailsProblems(draft: UserDetailsDraft, { emailRequired }: { emailRequired: boolean }): UserDetailsProblems {
  const problems: UserDetailsProblems = {};
  for (const field of ['userName', 'name', 'surname'] as const) if (!draft[field].trim()) problems[field] = fieldRequired;
  const email = draft.emailAddress.trim();
  if (!email && emailRequired) problems.emailAddress = fieldRequired;
  else if (email && !emailAddressPattern.test(email)) problems.emailAddress = invalidEmailAddress;
  return problems;
}

export interface AccessLevelViewer {
  role: Role;
  userId: number;
}

/**
 * Whether a user's access level is shown and editable: only on staff (`isAdmin`), to an admin, or to
 * a client administrator looking at another administrator (never its own level).
 */
export function showsAccessLevel(viewer: AccessLevelViewer, user: { id: number; isAdmin: boolean }): boolean {
  if (!user.isAdmin) return false;
  if (viewer.role === 'admin') return true;
  return viewer.role === 'client' && viewer.userId !== user.id;
}

/** The password rule as a form lists it beside New Password. */
export const passwordRules = [
  `At least ${passwordMinLength} characters`,
  `Only letters, digits and ${[...passwordSpecialCharacters].join(' ')}`,
  'An upper-case and a lower-case letter',
  'A digit or a special character',
] as const;

export interface NewPasswordDraft {
  password: string;
  repeatPassword: string;
}

export type NewPasswordProblems = Partial<Record<keyof NewPasswordDraft, string>>;

const sentence = (parts: string[]) => `${parts.join('; ').replace(/^./, (first) => first.toUpperCase())}.`;

/**
 * What a new password and its repeat lack: both are required unless `optional` and both are empty
 * (an edit that keeps the password); the password follows the rule; the repeat matches it.
 */
export function newPasswordProblems({ password, repeatPassword }: NewPasswordDraft, { optional }: { optional: boolean }) {
  const problems: NewPasswordProblems = {};
  if (optional && !password && !repeatPassword) return problems;
  const lacks = passwordProblems(password);
  if (!password) problems.password = fieldRequired;
  else if (lacks.length) problems.password = sentence(lacks);
  if (!repeatPassword) problems.repeatPassword = fieldRequired;
  else if (repeatPassword !== password) problems.repeatPassword = passwordsDoNotMatch;
  return problems;
}
