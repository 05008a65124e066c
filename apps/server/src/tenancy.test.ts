import type { Role } from '@velo/domain';
import { describe, expect, it } from 'vitest';
import type { Caller } from './auth/caller.ts';
import { AppError } from './http/errors.ts';
import { clientScope, locationScope, userScope } from './tenancy.ts';

const caller = (role: Role): Caller => ({ userId: 7, role, clientId: null, accessLevel: 0, sessionId: 'session' });

function errorOf(scope: () => unknown): unknown {
  try {
    scope();
  } catch (error) {
    return error;
  }
  return 'no error';
}

describe('tenancy', () => {
  it('puts no condition on what an admin sees', () => {
    expect(locationScope(caller('admin'))).toBeUndefined();
    expect(clientScope(caller('admin'))).toBeUndefined();
    expect(userScope(caller('admin'))).toBeUndefined();
  });

  // The routes' declared access keeps support staff out first; tenancy refuses them too.
  it("refuses support staff a client's locations and the clients themselves with 403", () => {
    for (const scope of [locationScope, clientScope]) {
      const error = errorOf(() => scope(caller('support')));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 403, code: 'Auth.Forbidden' });
    }
  });
});
