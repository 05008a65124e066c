import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { addGroupUsers, createOrUpdateGroup, getGroupUsers } from './groups.ts';

describe('createOrUpdateGroup', () => {
  it('needs a name and, for a new group, a description', () => {
    expect(issuePaths(createOrUpdateGroup.body, { name: 'Staff', description: 'Employees' })).toEqual([]);
    expect(issuePaths(createOrUpdateGroup.body, { id: 0, name: 'Staff', description: '  ' })).toEqual(['description']);
    expect(issuePaths(createOrUpdateGroup.body, { name: 'Staff' })).toEqual(['description']);
    expect(issuePaths(createOrUpdateGroup.body, { id: 4, name: 'Staff' })).toEqual([]);
    expect(issuePaths(createOrUpdateGroup.body, { id: 4, name: ' ' })).toEqual(['name']);
  });

  it('saves the texts trimmed and takes members by id', () => {
    expect(createOrUpdateGroup.body?.parse({ name: ' Staff ', description: ' Employees ', userIds: [3, 4] })).toEqual({
      name: 'Staff',
      description: 'Employees',
      userIds: [3, 4],
    });
    expect(issuePaths(createOrUpdateGroup.body, { id: 4, name: 'Staff', userIds: [0] })).toEqual(['userIds.0']);
  });

  it('refuses fields it does not know', () => {
    expect(issuePaths(createOrUpdateGroup.body, { id: 4, name: 'Staff', users: [] })).toEqual(['']);
  });
});

describe('getGroupUsers', () => {
  it("lists a group's members unless asked for those who could join", () => {
    expect(getGroupUsers.body?.parse({ groupId: 3 })).toMatchObject({ groupId: 3, inGroup: true, skipCount: 0 });
    expect(getGroupUsers.body?.parse({ groupId: 3, inGroup: false }).inGroup).toBe(false);
    expect(issuePaths(getGroupUsers.body, {})).toEqual(['groupId']);
    expect(issuePaths(getGroupUsers.body, { groupId: 3, debug: true })).toEqual(['']);
  });
});

describe('addGroupUsers', () => {
  it('needs at least one user', () => {
    expect(issuePaths(addGroupUsers.body, { groupId: 3, userIds: [] })).toEqual(['userIds']);
    expect(issuePaths(addGroupUsers.body, { groupId: 3, userIds: [7] })).toEqual([]);
  });
});
