import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import * as contract from '@velo/api-client/contract';
import { users } from '../../db/schema/index.ts';
import { demoPassword, demoSignIns } from '../../seed/demoSignIns.ts';
import { authenticate, signIn } from '../requests.ts';
import { useTestApp, type TestApp } from '../testApp.ts';
import { contractListFields, filterRuleLeaves, filterRulesAtLimits } from './filterRuleArbitraries.ts';
import { requestCases, send, type FuzzCaller } from './requestCases.ts';
import type { SpoilRate, Vocabulary } from './schemaArbitraries.ts';

// Every endpoint of the contract, called a few hundred times with values generated from its schemas
// (fitting ones and ones at and beyond their edges), anonymously, with a forged token and as each
// demo role: a client's mistake is never a 5xx, and every answer is the ABP envelope (a file endpoint's
// success, the file). The endpoints are dealt to a few test files (`contractFuzz.<n>.test.ts`), so the
// run's workers share the fuzzing instead of one of them ending the run with all of it.

const seed = 20_260_101;
const runsPerEndpoint = 300;

const isEndpoint = (value: unknown): value is contract.Endpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value;
const endpoints = Object.values(contract as Record<string, unknown>).filter(isEndpoint);
const listFields = contractListFields(contract);
const consoleSignIns = demoSignIns.filter(({ userName }) => userName !== 'admin2fa');

/** Fuzzes every `files`-th endpoint of the contract, starting from the `file`-th (counting from 1). */
export function fuzzContract({ file, files }: { file: number; files: number }) {
  const t = useTestApp();
  const dealt = endpoints.filter((_, index) => index % files === file - 1);
  const statusesByEndpoint = new Map<string, Map<number, number>>();
  // The error behind a 500, kept to name its cause when a case fails.
  let serverError: Error | undefined;
  // The demo sign-ins as seeded: a fuzzed call may delete or change one (an admin deletes a client's
  // administrator), so each endpoint starts with them as they were.
  let demoSignInRows: Array<typeof users.$inferSelect> = [];

  beforeAll(async () => {
    t.app.addHook('onError', async (_request, _reply, error) => {
      serverError = error;
    });
    demoSignInRows = await t.db
      .select()
      .from(users)
      .where(
        inArray(
          users.userName,
          demoSignIns.map(({ userName }) => userName),
        ),
      );
  });

  describe(`the contract, fuzzed (endpoints ${file}, ${file + files}, … of ${endpoints.length})`, () => {
    it.each(dealt.map((endpoint) => [contract.endpointName(endpoint), endpoint] as const))(
      '%s never answers 5xx, and always the ABP envelope',
      async (name, endpoint) => {
        const signedIn = await signInCallers(t, demoSignInRows);
        const statuses = new Map<number, number>();
        statusesByEndpoint.set(name, statuses);
        await fc.assert(
          fc.asyncProperty(requestCases(endpoint, signedIn.callers, vocabularyFor(signedIn)), async (requestCase) => {
            serverError = undefined;
            const response = await send(t.app, requestCase);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            expect(response.statusCode, serverError ? causeOf(serverError) : response.body).toBeLessThan(500);
            if (endpoint.file && response.statusCode === 200) {
              expectFile(endpoint, response);
              return;
            }
            const answer: unknown = response.json();
            expect(safeParse(contract.envelope, answer).success, response.body).toBe(true);
            expect((answer as contract.Envelope).success, response.body).toBe(response.statusCode < 400);
          }),
          { seed, numRuns: runsPerEndpoint },
        );
      },
      300_000,
    );
  });

  afterAll(() => console.log(statusSummary(statusesByEndpoint)));
}

async function restoreDemoSignIns({ db }: TestApp, demoSignInRows: Array<typeof users.$inferSelect>) {
  for (const seeded of demoSignInRows) {
    const { id: _sameId, ...asSeeded } = seeded;
    await db.insert(users).overridingSystemValue().values(seeded).onConflictDoUpdate({ target: users.id, set: asSeeded });
  }
}

/** What went wrong in the server, short: a failed query's SQL is left out, its database error kept. */
function causeOf(error: Error): string {
  const cause = error.cause instanceof Error ? `\n  caused by ${error.cause.message}` : '';
  const frames = (error.stack ?? '').split('\n').filter((line) => line.includes('/apps/server/src/'));
  return [`${error.name}: ${error.message.slice(0, 200)}${cause}`, ...frames.slice(0, 4)].join('\n');
}

/** Fresh sessions for each endpoint (a fuzzed LogOut or RefreshToken ends them), and a two-factor sign-in left waiting for its code. */
async function signInCallers(t: TestApp, demoSignInRows: Array<typeof users.$inferSelect>) {
  await restoreDemoSignIns(t, demoSignInRows);
  // Fuzzed sign-ins lock the demo users out for 15 minutes.
  t.clock.advanceMinutes(16);
  const signedIn = await Promise.all(
    consoleSignIns.map(async ({ userName }) => ({ name: userName, ...(await signIn(t.app, userName)) })),
  );
  const twoFactor = await authenticate(t.app, { userNameOrEmailAddress: 'admin2fa', password: demoPassword });
  const callers: FuzzCaller[] = [
    { name: 'anonymous' },
    { name: 'forged token', token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' },
    // Refused before its query and body are read, a caller without a session needs fewer calls.
    ...signedIn.map(({ name, accessToken }) => ({ name, token: accessToken, weight: 2 })),
  ];
  return { callers, signedIn, twoFactorUserId: twoFactor.result.userId as number };
}

/** What the fuzzer writes into texts and numbers besides random ones: names, ids and tokens the server knows. */
function vocabularyFor({ signedIn, twoFactorUserId }: Awaited<ReturnType<typeof signInCallers>>): Vocabulary {
  const userNames = demoSignIns.map(({ userName }) => userName);
  const fieldNames = Object.keys(listFields);
  const words = [...userNames, ...fieldNames];
  return {
    words,
    wordsByField: {
      userNameOrEmailAddress: userNames,
      password: [demoPassword],
      sorting: [...fieldNames, ...fieldNames.map((name) => `${name} DESC`), 'ClientId desc, Name'],
      refreshToken: signedIn.map(({ refreshToken }) => refreshToken),
    },
    numbers: [...signedIn.map(({ userId }) => userId), twoFactorUserId],
    overrides: new Map([[contract.filterRuleLeaf, (spoilOneIn: SpoilRate) => filterRuleLeaves(listFields, words, spoilOneIn)]]),
    knownEdges: new Map([[contract.filterRule, filterRulesAtLimits(listFields, words)]]),
  };
}

/** A file endpoint's success: bytes its contract takes, sent as a download a browser neither sniffs nor runs. */
function expectFile(endpoint: contract.Endpoint, response: Awaited<ReturnType<typeof send>>) {
  const file = { contentType: response.headers['content-type'], bytes: response.rawPayload };
  expect(safeParse(endpoint.result, file).success, String(file.contentType)).toBe(true);
  expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-disposition': 'attachment' });
}

/** How the fuzzed calls were answered, per endpoint and status. */
function statusSummary(statusesByEndpoint: Map<string, Map<number, number>>): string {
  const rows = [...statusesByEndpoint].map(([name, statuses]) => {
    const cases = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    return { name, cases, line: `  ${name}: ${cases} cases (${byStatus.join(', ')})` };
  });
  const total = rows.reduce((sum, row) => sum + row.cases, 0);
  return [`Contract fuzz, seed ${seed}: ${total} cases over ${rows.length} endpoints`, ...rows.map((row) => row.line)].join('\n');
}
