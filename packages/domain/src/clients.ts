import { emailAddressPattern, fieldRequired, invalidEmailAddress, userTextMaxLengths } from './users.ts';

/** The most characters each of a client's texts may hold. */
export const clientTextMaxLengths = {
  name: 256,
  accountNumber: 64,
  organizationEmail: userTextMaxLengths.emailAddress,
  contactInformation: 1000,
} as const;

export interface ClientDraft {
  name: string;
  accountNumber: string;
  organizationEmail: string;
  contactInformation: string;
}

/**
 * Which client form: `create` (/clients/create: name and organisation e-mail required), `edit`
 * (/clients/{id}: all four required), `info` (/client-info: a client administrator's own client, name
 * and contact information only, both required).
 */
export type ClientFormMode = 'create' | 'edit' | 'info';

/** The fields each form shows, in order. */
export const clientFormFields: Record<ClientFormMode, ReadonlyArray<keyof ClientDraft>> = {
  create: ['name', 'accountNumber', 'organizationEmail', 'contactInformation'],
  edit: ['name', 'accountNumber', 'organizationEmail', 'contactInformation'],
  info: ['name', 'contactInformation'],
};

const requiredFields: Record<ClientFormMode, ReadonlyArray<keyof ClientDraft>> = {
  create: ['name', 'organizationEmail'],
  edit: ['name', 'accountNumber', 'organizationEmail', 'contactInformation'],
  info: ['name', 'contactInformation'],
};

export const isClientFieldRequired = (mode: ClientFormMode, field: keyof ClientDraft) => requiredFields[mode].includes(field);

/** What a client form's draft breaks, by field: a required field left empty, an e-mail that is not one, a text too long. */
export function clientDraftProblems(mode: ClientFormMode, draft: ClientDraft): Partial<Record<keyof ClientDraft, string>> {
  const problems: Partial<Record<keyof ClientDraft, string>> = {};
  for (const field of clientFormFields[mode]) {
    const value = draft[field].trim();
    if (!value && isClientFieldRequired(mode, field)) problems[field] = fieldRequired;
    else if (value.length > clientTextMaxLengths[field]) problems[field] = `At most ${clientTextMaxLengths[field]} characters`;
    else if (field === 'organizationEmail' && value && !emailAddressPattern.test(value)) problems[field] = invalidEmailAddress;
  }
  return problems;
}

/** The Administrators tab's ROLE: a client's users are its administrators or its end users. */
export const clientUserRole = (isAdmin: boolean) => (isAdmin ? 'Administrator' : 'End User');

export const noAdministratorsAdded = 'No Administrators added';

/** A client's Administrators tab shows ten a page. */
export const administratorsPageSize = 10;

/** The create-administrator dialog's title where it opens. */
export const administratorDialogTitles = {
  client: 'Create A New Client Administrator',
  clientInfo: 'Create New Client Administrator',
  users: 'Create New Customer Administrator',
} as const;

/** A new client administrator: English, full access, the Administrator role (roleId 1). */
export const newClientAdministratorDefaults = { languageId: 1, accessLevel: 2, roleId: 1 } as const;

export const clientDeleted = 'Client deleted';

export const deleteClientTitle = (name: string) => `Delete client ${name}`;
export const deleteAdministratorTitle = (name: string, surname: string) => `Delete administrator ${name} ${surname}`;
