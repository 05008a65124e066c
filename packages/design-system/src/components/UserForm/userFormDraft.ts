import {
  accessLevels,
  language,
  newPasswordProblems,
  userDetailsProblems,
  type AccessLevel,
  type Gender,
  type Language,
} from '@velo/domain';

/** The user the form edits; the API client's User fits it as it is. */
export interface UserFormUser {
  id: number;
  userName: string;
  name: string;
  middlename: string | null;
  surname: string;
  emailAddress: string | null;
  phoneNumber: string | null;
  gender: number | null;
  languageId: number;
  roleId: number | null;
  accessLevel: AccessLevel;
  isAdmin: boolean;
  fiatBalance: number;
  creationTime: string;
}

/** The staff roles a new user may have without a client: Administrator (1) or Support (4). */
export type StaffRoleId = 1 | 4;

/** What a save hands over: texts trimmed, empty ones null; `password` null keeps the old one. */
export interface UserFormValues {
  userName: string;
  name: string;
  middlename: string | null;
  surname: string;
  emailAddress: string | null;
  phoneNumber: string | null;
  gender: Gender | null;
  languageId: Language;
  roleId: StaffRoleId;
  accessLevel: AccessLevel;
  fiatBalance: number;
  password: string | null;
}

/** The form's draft: texts are strings while they are edited. */
export interface UserDraft {
  userName: string;
  name: string;
  middlename: string;
  surname: string;
  emailAddress: string;
  phoneNumber: string;
  gender: Gender | null;
  languageId: Language;
  roleId: StaffRoleId;
  accessLevel: AccessLevel;
  fiatBalance: number;
  password: string;
  repeatPassword: string;
}

export const userFormTabs = ['details', 'password'] as const;
export type UserFormTab = (typeof userFormTabs)[number];

export type UserFormProblems = Partial<
  Record<'userName' | 'name' | 'surname' | 'emailAddress' | 'password' | 'repeatPassword', string>
>;

export const tabOfField: Record<keyof UserFormProblems, UserFormTab> = {
  userName: 'details',
  name: 'details',
  surname: 'details',
  emailAddress: 'details',
  password: 'password',
  repeatPassword: 'password',
};

const english: Language = 1;
const supportRole: StaffRoleId = 4;

export function draftOf(user: UserFormUser | null): UserDraft {
  return {
    userName: user?.userName ?? '',
    name: user?.name ?? '',
    middlename: user?.middlename ?? '',
    surname: user?.surname ?? '',
    emailAddress: user?.emailAddress ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    gender: user?.gender === 0 || user?.gender === 1 ? user.gender : null,
    languageId: language.has(user?.languageId) ? user.languageId : english,
    roleId: user?.roleId === 1 ? 1 : supportRole,
    accessLevel: user?.accessLevel ?? accessLevels.full,
    fiatBalance: user?.fiatBalance ?? 0,
    password: '',
    repeatPassword: '',
  };
}

/** A new user needs its e-mail address and a password; staff keep an e-mail address; an edit may keep the password. */
export function problemsOf(draft: UserDraft, user: UserFormUser | null): UserFormProblems {
  const emailRequired = user === null || user.isAdmin;
  return {
    ...userDetailsProblems(draft, { emailRequired }),
    ...newPasswordProblems(draft, { optional: user !== null }),
  };
}

const textOrNull = (text: string) => text.trim() || null;

export function valuesOf(draft: UserDraft): UserFormValues {
  return {
    userName: draft.userName.trim(),
    name: draft.name.trim(),
    middlename: textOrNull(draft.middlename),
    surname: draft.surname.trim(),
    emailAddress: textOrNull(draft.emailAddress),
    phoneNumber: textOrNull(draft.phoneNumber),
    gender: draft.gender,
    languageId: draft.languageId,
    roleId: draft.roleId,
    accessLevel: draft.accessLevel,
    fiatBalance: draft.fiatBalance,
    password: draft.password || null,
  };
}
