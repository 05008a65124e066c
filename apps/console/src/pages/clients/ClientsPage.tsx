import { clientListFields, getClientList } from '@velo/api-client';
import { FilterBar, LinkButton, PageHeader, SearchField } from '@velo/design-system';
import { clientFilterRule, clientFilters } from '../../data/clientFilters.ts';
import { useList } from '../../lists/useList.ts';
import { useClientDelete } from './ClientDelete.tsx';
import { ClientTable } from './ClientTable.tsx';

/** /clients (admin): the client organisations, searched by name or organisation e-mail; Create new, Edit, Delete. */
export default function ClientsPage() {
  const list = useList(getClientList, {
    fields: clientListFields,
    filters: clientFilters,
    filterRule: clientFilterRule,
    sorting: 'Name ASC',
  });
  const deletion = useClientDelete();
  return (
    <>
      <PageHeader
        title="Clients"
        actions={
          <LinkButton variant="primary" href="/clients/create">
            Create new
          </LinkButton>
        }
      />
      <FilterBar label="Search clients">
        <SearchField label="Search" value={list.filters.search} onChange={(typed) => list.setFilters({ search: typed })} />
      </FilterBar>
      <ClientTable clients={list} onDelete={deletion.ask} />
      {deletion.dialog}
    </>
  );
}
