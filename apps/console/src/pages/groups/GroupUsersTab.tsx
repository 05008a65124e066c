import { useState } from 'react';
import { addGroupUsers, getGroup, getGroupList, getGroupUsers, removeGroupUser } from '@velo/api-client';
import { AddUsersDialog, GroupMembers } from '@velo/design-system';
import { selectedUsersAddedToGroup, userRemovedFromGroup } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { useGroupUsers } from '../../data/groups.ts';
import { useAction } from '../../data/useAction.ts';
import type { GroupTabProps } from './groupTabProps.ts';

const changesMembers = [getGroupUsers, getGroup, getGroupList];

/** The Users tab: the group's members; an admin removes them and adds end users through Add User. */
export default function GroupUsersTab({ group }: GroupTabProps) {
  const mayChange = useCan()(['edit', 'group']);
  const [isAdding, setAdding] = useState(false);
  const members = useGroupUsers(group.id, true);
  const candidates = useGroupUsers(group.id, false, isAdding);
  const add = useAction(addGroupUsers, { success: selectedUsersAddedToGroup, revalidates: changesMembers });
  const remove = useAction(removeGroupUser, { success: userRemovedFromGroup, revalidates: changesMembers });

  return (
    <>
      <GroupMembers
        rows={members.items}
        totalCount={members.totalCount}
        page={members.page}
        pageSize={members.pageSize}
        onPageChange={members.setPage}
        isLoading={members.isLoading}
        error={members.error}
        onRetry={members.retry}
        onAddUsers={mayChange ? () => setAdding(true) : undefined}
        onRemove={
          mayChange
            ? async (member) => {
                // undefined: refused, and the toast said why; the dialog stays for another try or Cancel.
                if ((await remove({ body: { groupId: group.id, userId: member.id } })) === undefined)
                  throw new Error('not removed');
              }
            : undefined
        }
      />
      {mayChange && (
        <AddUsersDialog
          isOpen={isAdding}
          onOpenChange={setAdding}
          users={candidates.items}
          totalCount={candidates.totalCount}
          page={candidates.page}
          pageSize={candidates.pageSize}
          onPageChange={candidates.setPage}
          isLoading={candidates.isLoading}
          error={candidates.error}
          onRetry={candidates.retry}
          search={candidates.search}
          onSearch={candidates.setSearch}
          onAdd={async (userIds) => {
            if (await add({ body: { groupId: group.id, userIds } })) setAdding(false);
          }}
        />
      )}
    </>
  );
}
