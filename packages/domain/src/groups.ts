import { fieldRequired } from './users.ts';

/** The most characters a group's texts may hold. */
export const groupTextMaxLengths = { name: 256, description: 1000 } as const;

/** The most users one call adds to a group (or a group's save sends as its members). */
export const maxGroupUsersPerCall = 1000;

export const selectedUsersAddedToGroup = 'Selected User(s) added to the Group';
export const userRemovedFromGroup = 'User removed from the Group.';
export const noUsersAdded = 'No users added';
export const groupDeleted = 'Group deleted';
export const addSelectedUsersToGroup = 'Add selected Users to the Group';

export interface GroupDraft {
  name: string;
  description: string;
}

/** A new group needs a name and a description; an edit needs a name. */
export function groupDraftProblems(isNew: boolean, draft: GroupDraft): Partial<Record<keyof GroupDraft, string>> {
  const problems: Partial<Record<keyof GroupDraft, string>> = {};
  const name = draft.name.trim();
  const description = draft.description.trim();
  if (!name) problems.name = fieldRequired;
  else if (name.length > groupTextMaxLengths.name) problems.name = `At most ${groupTextMaxLengths.name} characters`;
  if (isNew && !description) problems.description = fieldRequired;
  else if (description.length > groupTextMaxLengths.description)
    problems.description = `At most ${groupTextMaxLengths.description} characters`;
  return problems;
}
