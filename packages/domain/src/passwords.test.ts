import { describe, expect, it } from 'vitest';
import { passwordProblems } from './passwords.ts';

describe('passwordProblems: the password rule', () => {
  it.each(['Abcdefg1', 'Abcdefg!', 'abcdeF.#', 'Ærlig*Øl', 'Kq7#mZp2@xWv&'])('accepts %s', (password) => {
    expect(passwordProblems(password)).toEqual([]);
  });

  it.each<[string, string, string[]]>([
    ['seven characters', 'Abcde1!', ['must be at least 8 characters long']],
    ['a space', 'Abcd efg1', ['may hold only letters, digits and . # $ ! * @ &']],
    ['a special character not listed', 'Abcdefg1%', ['may hold only letters, digits and . # $ ! * @ &']],
    ['no upper-case letter', 'abcdefg1', ['needs an upper-case and a lower-case letter']],
    ['no lower-case letter', 'ABCDEFG1', ['needs an upper-case and a lower-case letter']],
    ['letters only', 'Abcdefgh', ['needs a digit or one of . # $ ! * @ &']],
    [
      'nothing',
      '',
      [
        'must be at least 8 characters long',
        'needs an upper-case and a lower-case letter',
        'needs a digit or one of . # $ ! * @ &',
      ],
    ],
  ])('refuses %s', (_, password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });
});
