import { getUserList, userListFields, type User } from '@velo/api-client';
import { FilterBar, LinkButton, PageHeader, SearchField, Stack, Tab, TabList, TabPanel, Tabs } from '@velo/design-system';
import { useCan } from '../../access/useCan.ts';
import { userFilterRule, userFilters } from '../../data/users.ts';
import { useList } from '../../lists/useList.ts';
import { useSignedInUser } from '../../session/SessionProvider.tsx';
import { NewCustomerAdministrator } from './NewCustomerAdministrator.tsx';
import { UserTable } from './UserTable.tsx';
import { useUserDelete } from './useUserDelete.tsx';

const tabs = { administrators: 'Administrators', endUsers: 'End users' } as const;
type UserTab = keyof typeof tabs;

/**
 * /users: Administrators (staff) and, for an admin, End users, searched by name, user name or e-mail,
 * newest first, ten a page. A client administrator sees its own client's administrators only.
 */
export default function UsersPage() {
  const can = useCan();
  const me = useSignedInUser();
  const seesEndUsers = can(['list', 'endUser']);
  const list = useList(getUserList, {
    fields: userListFields,
    filters: userFilters,
    filterRule: (filters) => userFilterRule({ ...filters, endUsers: seesEndUsers && filters.endUsers }),
    sorting: 'CreationTime DESC',
  });
  const deletion = useUserDelete();
  const tab: UserTab = seesEndUsers && list.filters.endUsers ? 'endUsers' : 'administrators';
  const shown: UserTab[] = seesEndUsers ? ['administrators', 'endUsers'] : ['administrators'];
  const mayChange = can(['edit', 'clientAdministrator']);

  // An admin's new user has a page of its own; a client administrator's, of its own client, a dialog.
  const mayCreate = tab === 'administrators' && can(['create', 'clientAdministrator']);
  const createNew =
    mayCreate &&
    (me.role === 'client' && me.clientId !== null ? (
      <NewCustomerAdministrator clientId={me.clientId} />
    ) : (
      <LinkButton variant="primary" href="/users/create">
        Create new
      </LinkButton>
    ));

  return (
    <>
      <PageHeader title="Users" actions={createNew} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => list.setFilters({ endUsers: key === 'endUsers' })}>
        <TabList aria-label="Users">
          {shown.map((each) => (
            <Tab key={each} id={each}>
              {tabs[each]}
            </Tab>
          ))}
        </TabList>
        {/* A panel per tab: React Aria keeps a panel's first id, so one panel reused for the other tab would name the wrong tab. */}
        <TabPanel key={tab} id={tab}>
          <Stack gap={4}>
            <FilterBar label={`Search ${tabs[tab].toLowerCase()}`}>
              <SearchField label="Search" value={list.filters.search} onChange={(typed) => list.setFilters({ search: typed })} />
            </FilterBar>
            <UserTable
              aria-label={tabs[tab]}
              users={list}
              isStaff={tab === 'administrators'}
              showClientAndCustomer={me.role === 'admin'}
              actions={
                mayChange
                  ? {
                      canDelete: can(['delete', 'clientAdministrator']),
                      currentUserId: me.id,
                      onDelete: (user: User) => deletion.ask(user),
                    }
                  : null
              }
            />
          </Stack>
        </TabPanel>
      </Tabs>
      {deletion.dialog}
    </>
  );
}
