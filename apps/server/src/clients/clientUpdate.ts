import type { z } from 'zod/mini';
import type { ClientDetails, updateClient } from '@velo/api-client/contract';
import { fieldRequired, permits } from '@velo/domain';
import type { Caller } from '../auth/caller.ts';
import { badRequest, requestNotValid } from '../http/errors.ts';

/** The edit as the contract parsed it: texts trimmed. */
type ClientEdit = z.output<NonNullable<(typeof updateClient)['body']>>;

/**
 * What a client's edit writes. An admin (who may edit every client) sets all four details and must
 * send them all, as the Clients page's form requires. A client administrator (Client Info, its own
 * client) changes only the name and contact information: the account number and organisation e-mail
 * are the admin's to keep, so one sent must be the stored one, and one left out stays.
 */
export function clientUpdate(caller: Caller, stored: ClientDetails, body: ClientEdit) {
  const details = { name: body.name, contactInformation: body.contactInformation };
  if (permits(caller, ['edit', 'client'])) {
    const missing = (['accountNumber', 'organizationEmail'] as const).filter((field) => !body[field]);
    if (missing.length) throw requestNotValid(missing.map((field) => ({ message: fieldRequired, members: [field] })));
    return { ...details, accountNumber: body.accountNumber!, organizationEmail: body.organizationEmail! };
  }
  for (const field of ['accountNumber', 'organizationEmail'] as const) {
    const sent = body[field];
    if (sent !== undefined && (sent || null) !== stored[field]) throw badRequest('Client.OnlyNameAndContactInformation');
  }
  return details;
}
