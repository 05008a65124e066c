import { describe, expect, it } from 'vitest';
import { accessDirectionLabel, newPasswordProblems, showsAccessLevel, userDetailsProblems } from './users.ts';

describe('userDetailsProblems', () => {
  const valid = { userName: 'kari', name: 'Kari', surname: 'Nordmann', emailAddress: 'kari@velo.no' };

  it('needs the user name and names, and the e-mail address when asked to', () => {
    expect(userDetailsProblems(valid, { emailRequired: true })).toEqual({});
    const empty = { userName: ' ', name: '', surname: '', emailAddress: '' };
    expect(userDetailsProblems(empty, { emailRequired: true })).toEqual({
      userName: 'This field is required',
      name: 'This field is required',
      surname: 'This field is required',
      emailAddress: 'This field is required',
    });
    expect(userDetailsProblems({ ...valid, emailAddress: '' }, { emailRequired: false })).toEqual({});
  });

  it('refuses what is not an e-mail address', () => {
    for (const emailAddress of ['kari', 'kari@', 'kari@velo', 'kari @velo.no'])
      expect(userDetailsProblems({ ...valid, emailAddress }, { emailRequired: false })).toEqual({
        emailAddress: 'Please enter a valid email address',
      });
  });
});

describe('showsAccessLevel', () => {
  const staff = { id: 4, isAdmin: true };
  it('shows staff levels to an admin, and to a client administrator for others than itself', () => {
    expect(showsAccessLevel({ role: 'admin', userId: 1 }, staff)).toBe(true);
    expect(showsAccessLevel({ role: 'client', userId: 9 }, staff)).toBe(true);
    expect(showsAccessLevel({ role: 'client', userId: 4 }, staff)).toBe(false);
    expect(showsAccessLevel({ role: 'support', userId: 9 }, staff)).toBe(false);
    expect(showsAccessLevel({ role: 'admin', userId: 1 }, { id: 5, isAdmin: false })).toBe(false);
  });
});

describe('accessDirection', () => {
  it('reads 0 as In and anything else as Out', () => {
    expect(accessDirectionLabel(0)).toBe('In');
    expect(accessDirectionLabel(1)).toBe('Out');
    expect(accessDirectionLabel(7)).toBe('Out');
  });
});

describe('newPasswordProblems', () => {
  it('needs both fields, the rule and a matching repeat', () => {
    expect(newPasswordProblems({ password: 'Sykkel2025!', repeatPassword: 'Sykkel2025!' }, { optional: false })).toEqual({});
    expect(newPasswordProblems({ password: '', repeatPassword: '' }, { optional: false })).toEqual({
      password: 'This field is required',
      repeatPassword: 'This field is required',
    });
    expect(newPasswordProblems({ password: 'sykkel', repeatPassword: 'sykkel2' }, { optional: false })).toEqual({
      password:
        'Must be at least 8 characters long; needs an upper-case and a lower-case letter; needs a digit or one of . # $ ! * @ &.',
      repeatPassword: 'New & confirm passwords do not match',
    });
  });

  it('takes no password at all when optional, but checks one begun', () => {
    expect(newPasswordProblems({ password: '', repeatPassword: '' }, { optional: true })).toEqual({});
    expect(newPasswordProblems({ password: 'Sykkel2025!', repeatPassword: '' }, { optional: true })).toEqual({
      repeatPassword: 'This field is required',
    });
  });
});
