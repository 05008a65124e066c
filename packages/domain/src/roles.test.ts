import { describe, expect, it } from 'vitest';
import { deriveRole, type RoleEvidence } from './roles.ts';

const nobody: RoleEvidence = { isAdmin: false, clientId: null, isSystemAdminClaim: null, roleNames: [] };

describe('deriveRole: the role derivation at sign-in', () => {
  it.each<[string, Partial<RoleEvidence>, ReturnType<typeof deriveRole>]>([
    ['rule 1: isAdmin with a clientId is client', { isAdmin: true, clientId: 3 }, 'client'],
    ['rule 1 wins over the system admin claim', { isAdmin: true, clientId: 3, isSystemAdminClaim: 'True' }, 'client'],
    ['rule 1 wins over a Support role', { isAdmin: true, clientId: 3, roleNames: ['Support'] }, 'client'],
    ['rule 2: IsSystemAdmin "True" is admin', { isSystemAdminClaim: 'True' }, 'admin'],
    ['rule 2: isAdmin without a clientId falls through to the claim', { isAdmin: true, isSystemAdminClaim: 'True' }, 'admin'],
    ['rule 2: a claim other than "True" is not admin', { isSystemAdminClaim: 'False' }, 'client'],
    ['rule 2 wins over a Support role', { isSystemAdminClaim: 'True', roleNames: ['Support'] }, 'admin'],
    ['rule 3: a Support role is support', { roleNames: ['Support'] }, 'support'],
    ['rule 3: role names compare without case', { roleNames: ['SUPPORT'] }, 'support'],
    ['rule 4: anyone else is client', {}, 'client'],
    ['rule 4: other roles are client', { roleNames: ['Editor'] }, 'client'],
  ])('%s', (_, evidence, role) => {
    expect(deriveRole({ ...nobody, ...evidence })).toBe(role);
  });
});
