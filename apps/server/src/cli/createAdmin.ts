// Creates a system administrator: `pnpm --filter @velo/server create-admin --email <address>`.
// The password comes on standard input (a hidden prompt at a terminal, else the piped text), never
// as an argument or an environment variable, where `ps`, shell history and process listings keep it.
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import password from '@inquirer/password';
import { z } from 'zod';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { DataFolderInUse } from '../db/dataFolderLock.ts';
import { openDatabase } from '../db/database.ts';
import { AdministratorRefused, createAdministrator } from '../users/createAdministrator.ts';

const usage = `Usage: pnpm --filter @velo/server create-admin --email <address> [--user-name admin] [--name <first name>] [--surname <surname>]
The password is asked for at a terminal, or read from standard input: printf '%s' "$PASSWORD" | pnpm --filter @velo/server create-admin --email …
Reads DATABASE_URL or DATA_DIR as the server does; on PGlite (DATA_DIR) stop the server first.`;

const args = z.object({
  email: z.email('--email must be an e-mail address'),
  'user-name': z.string().trim().min(1, '--user-name must not be empty'),
  name: z.string().trim().min(1, '--name must not be empty'),
  surname: z.string().trim().min(1, '--surname must not be empty'),
});

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

function readArguments() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        'user-name': { type: 'string', default: 'admin' },
        name: { type: 'string', default: 'System' },
        surname: { type: 'string', default: 'Administrator' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.email === undefined) fail('--email is missing: the administrator signs in with it or with the user name.');
  const parsed = args.safeParse(values);
  if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join('\n'));
  return parsed.data;
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).replace(/\r?\n$/, '');
  const first = await password({ message: 'Password for the new administrator', mask: true });
  const again = await password({ message: 'The same password again', mask: true });
  if (first !== again) fail('The two passwords differ.');
  return first;
}

const options = readArguments();
const secret = await readPassword();
if (secret === '') fail('No password given: type it at the prompt, or pipe it on standard input.');

const config = loadConfig(process.env, []);
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }).catch(
  (error: unknown) => (error instanceof DataFolderInUse ? fail(error.message) : Promise.reject(error)),
);
try {
  await database.migrate();
  const created = await createAdministrator(
    database.db,
    {
      userName: options['user-name'],
      emailAddress: options.email,
      name: options.name,
      surname: options.surname,
      password: secret,
    },
    config.passwordHashCost,
    systemClock,
  );
  console.log(`Created the system administrator "${created.userName}" (${options.email}): sign in to the console with either.`);
} catch (error) {
  if (!(error instanceof AdministratorRefused)) throw error;
  process.exitCode = 1;
  console.error(error.message);
} finally {
  await database.close();
}
