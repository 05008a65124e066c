import type { Client } from '@velo/api-client';
import { Button, EmptyState, Inline, LinkButton, type DataTableColumn } from '@velo/design-system';
import { noResultsFound } from '@velo/domain';
import { ListTable, type ListPageState } from '../../lists/ListTable.tsx';

interface ClientTableProps {
  clients: ListPageState<Client>;
  onDelete: (client: Client) => void;
}

const clientHref = (client: Client) => `/clients/${client.id}`;

function clientColumns(onDelete: ClientTableProps['onDelete']): Array<DataTableColumn<Client>> {
  return [
    { id: 'Id', header: 'ID', cell: (client) => client.id, allowsSorting: true, width: 80 },
    { id: 'Name', header: 'Name', cell: (client) => client.name, isRowHeader: true, allowsSorting: true },
    {
      id: 'OrganizationEmail',
      header: 'Organization Email',
      cell: (client) => client.organizationEmail ?? '',
      allowsSorting: true,
    },
    {
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 180,
      cell: (client) => (
        <Inline gap={1} justify="end" wrap={false}>
          <LinkButton variant="ghost" size="sm" href={clientHref(client)} aria-label={`Edit ${client.name}`}>
            Edit
          </LinkButton>
          <Button variant="ghost" size="sm" onPress={() => onDelete(client)} aria-label={`Delete ${client.name}`}>
            Delete
          </Button>
        </Inline>
      ),
    },
  ];
}

/** A server-paged table of client organisations, each row a link to the client, with Edit and Delete. */
export function ClientTable({ clients, onDelete }: ClientTableProps) {
  return (
    <ListTable
      aria-label="Clients"
      list={clients}
      noun="clients"
      columns={clientColumns(onDelete)}
      rowKey={(client) => client.id}
      rowHref={clientHref}
      emptyState={<EmptyState title={noResultsFound} />}
    />
  );
}
