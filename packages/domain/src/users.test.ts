import { describe, expect, it } from 'vitest';
import { accessDirectionLabel, showsAccessLevel, userDetailsProblems } from './users.ts';

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
