import type { clients } from '../db/schema/index.ts';

type NewClient = typeof clients.$inferInsert;

/** The three client organisations, in id order: the `client` demo user runs the first, `client-read` the second. */
export const demoClients: NewClient[] = [
  {
    name: 'Nordlys Parkering AS',
    accountNumber: '1503.42.17839',
    organizationEmail: 'post@nordlysparkering.no',
    contactInformation: 'Dronningens gate 12, 0152 Oslo · +47 22 40 18 00',
  },
  {
    name: 'Vestland Sykkeldrift AS',
    accountNumber: '3201.55.90417',
    organizationEmail: 'kontakt@vestlandsykkeldrift.no',
    contactInformation: 'Olav Kyrres gate 22, 5015 Bergen · +47 55 30 72 10',
  },
  {
    name: 'Midtnorsk Mobilitet AS',
    accountNumber: '4202.18.66350',
    organizationEmail: 'post@midtnorskmobilitet.no',
    contactInformation: 'Kongens gate 30, 7012 Trondheim · +47 73 80 45 60',
  },
];
