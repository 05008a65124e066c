import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { changePassword, twoFactorAuthenticateEnable } from './profile.ts';

describe('changePassword', () => {
  it('needs the current password and a new one under the rule', () => {
    expect(issuePaths(changePassword.body, { currentPassword: 'Demo1234!', newPassword: 'Better5678#' })).toEqual([]);
    expect(issuePaths(changePassword.body, { currentPassword: '', newPassword: 'Better5678#' })).toEqual(['currentPassword']);
    expect(issuePaths(changePassword.body, { currentPassword: 'Demo1234!', newPassword: 'short' })).toEqual(['newPassword']);
    expect(issuePaths(changePassword.body, { currentPassword: 'x', newPassword: 'Better5678#', confirm: 'x' })).toEqual(['']);
  });
});

describe('twoFactorAuthenticateEnable', () => {
  it('takes a number in the 00 form, at least 6 characters', () => {
    const on = (phoneNumber: string) => ({ isTwoFactorEnabled: true, phoneNumber, authProvider: 1 });
    expect(issuePaths(twoFactorAuthenticateEnable.body, on('004791234567'))).toEqual([]);
    expect(issuePaths(twoFactorAuthenticateEnable.body, on('004712'))).toEqual([]);
    for (const refused of ['00471', '4791234567', '+4791234567', '0047 912 34 567', '000791234567']) {
      expect(issuePaths(twoFactorAuthenticateEnable.body, on(refused)), refused).toEqual(['phoneNumber']);
    }
  });

  it('turns it off with the flag alone, and knows only SMS (1) and e-mail (2)', () => {
    expect(issuePaths(twoFactorAuthenticateEnable.body, { isTwoFactorEnabled: false })).toEqual([]);
    expect(
      issuePaths(twoFactorAuthenticateEnable.body, { isTwoFactorEnabled: true, phoneNumber: '004791234567', authProvider: 3 }),
    ).toEqual(['authProvider']);
  });
});
