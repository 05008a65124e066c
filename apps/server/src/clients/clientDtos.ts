import { clients } from '../db/schema/index.ts';

/** A client organisation in the contract's shape: the columns `Client/GetAll` answers. */
export const clientDtoColumns = {
  id: clients.id,
  name: clients.name,
  accountNumber: clients.accountNumber,
  organizationEmail: clients.organizationEmail,
  contactInformation: clients.contactInformation,
};
