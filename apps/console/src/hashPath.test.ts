import { describe, expect, it } from 'vitest';
import { leavesTheConsole, returnPath, signInRoute } from './hashPath.ts';

describe('signInRoute', () => {
  it('asks to come back to the console page the user was on, query included', () => {
    expect(signInRoute('/locations?showAll=1')).toBe('/login?from=%2Flocations%3FshowAll%3D1');
  });

  it('leaves Home, nothing and the public pages out, so sign-in never loops back to itself', () => {
    expect(signInRoute('/')).toBe('/login');
    expect(signInRoute()).toBe('/login');
    expect(signInRoute('/login?from=%2Flocations')).toBe('/login');
    expect(signInRoute('/reset-password')).toBe('/login');
  });
});

describe('returnPath', () => {
  it('goes back to the console page named in `from`', () => {
    expect(returnPath('/login?from=%2Flocations%3FshowAll%3D1')).toBe('/locations?showAll=1');
  });

  it('goes Home for no `from`, another site, a protocol-relative address or a public page', () => {
    expect(returnPath('/login')).toBe('/');
    expect(returnPath('/login?from=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPath('/login?from=%2F%2Fevil.example')).toBe('/');
    expect(returnPath('/login?from=%2Flogin')).toBe('/');
    expect(returnPath('/login?from=%2Freset-password%3Fx%3D1')).toBe('/');
  });
});

describe('leavesTheConsole', () => {
  it("is true of addresses with a scheme, such as the summary's map link", () => {
    expect(
      ['https://www.openstreetmap.org/?mlat=60.39', 'mailto:kari@example.com', 'tel:+4791234567'].map(leavesTheConsole),
    ).toEqual([true, true, true]);
  });
  it("is false of the console's own paths", () => {
    expect(['/locations/7', 'details', '/locations?showAll=1', '#/login'].map(leavesTheConsole)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
