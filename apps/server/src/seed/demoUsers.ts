import { supportRoleName } from '@velo/domain';
import { addDays } from '../clock.ts';
import type { users } from '../db/schema/index.ts';
import { systemAdministrator } from '../users/systemAdministrator.ts';
import type { Random } from './random.ts';

type NewUser = typeof users.$inferInsert;

const supportRoleId = 4;

/** The five console sign-ins of the demo; `clientIds` are the demo clients in order. */
export function demoStaff(passwordHash: (userName: string) => string, clientIds: number[], now: Date): NewUser[] {
  const since = (days: number) => addDays(now, -days);
  return [
    systemAdministrator({
      userName: 'admin',
      name: 'Ingrid',
      surname: 'Haugen',
      emailAddress: 'ingrid.haugen@velo.no',
      phoneNumber: '4790011223',
      gender: 1,
      languageId: 2,
      passwordHash: passwordHash('admin'),
      creationTime: since(720),
    }),
    systemAdministrator({
      userName: 'admin2fa',
      name: 'Admin',
      surname: 'Twofactor',
      emailAddress: 'admin2fa@velo.no',
      phoneNumber: '4790055667',
      languageId: 1,
      twoFactorEnabled: true,
      twoFactorProvider: 1,
      passwordHash: passwordHash('admin2fa'),
      creationTime: since(700),
    }),
    {
      userName: 'support',
      name: 'Lars',
      surname: 'Berg',
      emailAddress: 'lars.berg@velo.no',
      phoneNumber: '4791122334',
      gender: 0,
      languageId: 2,
      isAdmin: true,
      roleId: supportRoleId,
      roleNames: [supportRoleName],
      passwordHash: passwordHash('support'),
      creationTime: since(650),
    },
    {
      userName: 'client',
      name: 'Kari',
      middlename: 'Elise',
      surname: 'Nordmann',
      emailAddress: 'kari.nordmann@nordlysparkering.no',
      phoneNumber: '4792233445',
      gender: 1,
      languageId: 2,
      isAdmin: true,
      clientId: clientIds[0],
      accessLevel: 2,
      passwordHash: passwordHash('client'),
      creationTime: since(600),
    },
    {
      userName: 'client-read',
      name: 'Ola',
      surname: 'Johansen',
      emailAddress: 'ola.johansen@vestlandsykkeldrift.no',
      phoneNumber: '4793344556',
      gender: 0,
      languageId: 1,
      isAdmin: true,
      clientId: clientIds[1],
      accessLevel: 0,
      passwordHash: passwordHash('client-read'),
      creationTime: since(560),
    },
  ];
}

const femaleNames = [
  'Nora',
  'Emma',
  'Sofie',
  'Ingrid',
  'Olivia',
  'Sara',
  'Maja',
  'Ella',
  'Hedda',
  'Astrid',
  'Thea',
  'Ida',
  'Sigrid',
  'Marte',
  'Live',
];
const maleNames = [
  'Jakob',
  'Emil',
  'Noah',
  'Oliver',
  'Filip',
  'William',
  'Lucas',
  'Henrik',
  'Magnus',
  'Sander',
  'Even',
  'Aksel',
  'Tobias',
  'Håkon',
  'Sindre',
];
const surnames = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
  'Jensen',
  'Karlsen',
  'Johnsen',
  'Pettersen',
  'Eriksen',
  'Berg',
  'Haugen',
  'Hagen',
  'Johannessen',
  'Andreassen',
  'Jacobsen',
  'Dahl',
  'Jørgensen',
  'Halvorsen',
  'Henriksen',
  'Lund',
  'Sørensen',
  'Strand',
  'Solberg',
  'Bakken',
  'Moen',
  'Holm',
];
const mailDomains = ['gmail.com', 'hotmail.com', 'online.no', 'outlook.com', 'icloud.com'];

const asciiFold = (text: string) => text.toLowerCase().replace(/å/g, 'a').replace(/ø/g, 'o').replace(/æ/g, 'ae');

/**
 * The mobile app's users: user names are their phone numbers; they cannot use the console. Some
 * belong to a client organisation (its employees' lockers).
 */
export function demoEndUsers(count: number, passwordHash: string, clientIds: number[], now: Date, random: Random): NewUser[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, () => {
    let phone: string;
    do phone = `47${random.pick(['4', '9'])}${random.integer(1_000_000, 9_999_999)}`;
    while (taken.has(phone));
    taken.add(phone);
    const gender = random.integer(0, 1);
    const name = random.pick(gender === 1 ? femaleNames : maleNames);
    const surname = random.pick(surnames);
    return {
      userName: phone,
      phoneNumber: phone,
      emailAddress: random.chance(0.6)
        ? `${asciiFold(name)}.${asciiFold(surname)}${random.integer(1, 99)}@${random.pick(mailDomains)}`
        : null,
      name,
      surname,
      gender,
      languageId: random.chance(0.75) ? 2 : 1,
      clientId: random.chance(0.3) ? random.pick(clientIds) : null,
      suspended: random.chance(0.03),
      fiatBalance: random.chance(0.4) ? random.amount(0, 500) : 0,
      passwordHash,
      creationTime: addDays(now, -random.integer(1, 730)),
    };
  });
}
