import { ItemTable, LinkButton, PageHeader } from '@velo/design-system';
import { useItems } from '../../data/modules.ts';

/** /items: every door component with its module and door. */
export default function ItemsPage() {
  const items = useItems();
  return (
    <>
      <PageHeader
        title="Items"
        description="The door components of every module"
        actions={
          <LinkButton variant="secondary" href="/modules">
            Back to modules
          </LinkButton>
        }
      />
      <ItemTable
        rows={items.data?.items ?? []}
        isLoading={items.isLoading}
        error={items.error?.message ?? null}
        onRetry={() => void items.mutate()}
        editHref={(item) => `/items/${item.id}`}
        moduleHref={(item) => `/modules/${item.module.id}/items`}
        doorHref={(door) => `/doors/${door.id}`}
      />
    </>
  );
}
