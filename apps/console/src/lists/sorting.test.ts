import { describe, expect, it } from 'vitest';
import { sortDescriptorOf, sortingOf, validSorting } from './sorting.ts';

const fields = { Id: 'integer', Name: 'text' } as const;

describe('sorting', () => {
  it('turns "Field DIR" into a table sort descriptor and back', () => {
    expect(sortDescriptorOf('Name DESC')).toEqual({ column: 'Name', direction: 'descending' });
    expect(sortDescriptorOf('Id ASC')).toEqual({ column: 'Id', direction: 'ascending' });
    expect(sortingOf({ column: 'Name', direction: 'descending' })).toBe('Name DESC');
    expect(sortingOf({ column: 'Id', direction: 'ascending' })).toBe('Id ASC');
  });

  it('takes a sorting from the address only when it names a field of the list and a direction', () => {
    expect(validSorting('Name DESC', fields)).toBe('Name DESC');
    expect(validSorting('Id ASC', fields)).toBe('Id ASC');
    for (const raw of [null, '', 'Name', 'Name desc', 'PasswordHash ASC', 'toString ASC', 'Name  ASC', 'Name ASC; drop']) {
      expect(validSorting(raw, fields)).toBeNull();
    }
  });
});
