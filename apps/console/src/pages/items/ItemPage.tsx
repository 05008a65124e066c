import { useNavigate, useParams } from 'react-router';
import { getLocationDoorList, updateItem } from '@velo/api-client';
import { Card, EmptyState, ItemForm, LinkButton, LoadingState, PageHeader, type ItemFormValues } from '@velo/design-system';
import { elementUpdated } from '@velo/domain';
import { itemBody, moduleLists, useItemLocks, useItemRecord } from '../../data/modules.ts';
import { useAction } from '../../data/useAction.ts';
import { RecordNotLoaded } from '../../layout/RecordPage.tsx';

const backToItems = (
  <LinkButton variant="secondary" href="/items">
    Back to items
  </LinkButton>
);

/** /items/{id}: an item's (door component's) details, lock and tags; saving returns to its module's door components. */
export default function ItemPage() {
  const itemId = Number(useParams().id);
  const isItemId = Number.isSafeInteger(itemId) && itemId > 0;
  const navigate = useNavigate();
  const item = useItemRecord(isItemId ? itemId : null);
  const locks = useItemLocks(item.data !== undefined, item.data);
  const save = useAction(updateItem, { success: elementUpdated, revalidates: [...moduleLists, getLocationDoorList] });

  if (!isItemId) return <EmptyState title="There is no such page" action={backToItems} />;
  if (item.error) return <RecordNotLoaded error={item.error} noun="item" back={backToItems} onRetry={() => void item.mutate()} />;
  if (!item.data) return <LoadingState label="Loading the item" />;

  const { id, moduleId, concurrencyStamp } = item.data;
  const moduleItems = `/modules/${moduleId}/items`;
  const saveValues = async (values: ItemFormValues) => {
    if (await save({ body: { id, moduleId, concurrencyStamp, ...itemBody(values) } })) navigate(moduleItems);
  };
  return (
    <>
      <PageHeader
        title="Edit item"
        description={`${item.data.name} of module ${item.data.module.name}: ${
          item.data.door ? `door ${item.data.door.name} at ${item.data.door.locationName}` : 'no door yet'
        }`}
        actions={
          <LinkButton variant="secondary" href={moduleItems}>
            Back to the module's door components
          </LinkButton>
        }
      />
      <Card>
        <ItemForm
          key={concurrencyStamp}
          value={item.data}
          locks={locks.locks}
          isLoadingLocks={locks.isLoading}
          onSave={saveValues}
          onCancel={() => navigate(moduleItems)}
        />
      </Card>
    </>
  );
}
