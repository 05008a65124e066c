// The password rule the console's forms state (new user, change password, reset): at least 8
// characters; only letters, digits and the listed special characters; an upper-case and a
// lower-case letter; and a digit or a special character.

export const passwordMinLength = 8;
export const passwordSpecialCharacters = '.#$!*@&';

const special = `[${passwordSpecialCharacters}]`;
const onlyAllowed = new RegExp(`^(?:\\p{L}|\\d|${special})*$`, 'u');
const digitOrSpecial = new RegExp(`\\d|${special}`);

/** What `password` lacks under the rule, each as the end of "The password …"; empty when it is valid. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < passwordMinLength) problems.push(`must be at least ${passwordMinLength} characters long`);
  if (!onlyAllowed.test(password)) {
    problems.push(`may hold only letters, digits and ${[...passwordSpecialCharacters].join(' ')}`);
  }
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password)) problems.push('needs an upper-case and a lower-case letter');
  if (!digitOrSpecial.test(password)) problems.push(`needs a digit or one of ${[...passwordSpecialCharacters].join(' ')}`);
  return problems;
}
