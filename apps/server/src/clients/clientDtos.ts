import { clients } from '../db/schema/index.ts';

/** A client organisation in the contract's shape: the columns `Client/GetAll` and `Client/GetList` answer. */
export const clientDtoColumns = {
  id: clients.id,
  name: clients.name,
  accountNumber: clients.accountNumber,
  organizationEmail: clients.organizationEmail,
  contactInformation: clients.contactInformation,
};

/** One client as `Client/Get` answers it: with its version. */
export const clientDetailColumns = { ...clientDtoColumns, concurrencyStamp: clients.concurrencyStamp };
