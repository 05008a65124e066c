import { describe, expect, it } from 'vitest';
import { accessTokenClaims } from './accessTokenClaims.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

describe('accessTokenClaims', () => {
  it('reads the system-admin claim and the subject', () => {
    expect(accessTokenClaims(token({ sub: '7', IsSystemAdmin: 'True', name: 'Åse' }))).toMatchObject({
      sub: '7',
      IsSystemAdmin: 'True',
      name: 'Åse',
    });
  });

  it('reads a payload whose base64url holds - and _', () => {
    // The payload is {"sub":"7","name":"~~~???"}.
    const urlSafe = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3IiwibmFtZSI6In5-fj8_PyJ9.signature';
    expect(accessTokenClaims(urlSafe)).toEqual({ sub: '7', name: '~~~???' });
  });

  it('answers null for a token it cannot read', () => {
    expect(accessTokenClaims('not-a-jwt')).toBeNull();
    expect(accessTokenClaims('a.%%%.c')).toBeNull();
    expect(accessTokenClaims(token({ IsSystemAdmin: true }))).toBeNull();
  });
});
