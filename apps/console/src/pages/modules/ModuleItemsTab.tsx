import { useState } from 'react';
import { createItem } from '@velo/api-client';
import { Button, Inline, ItemTable, NewItemDialog, Stack, type ItemFormValues } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { itemBody, moduleLists, useItemLocks, useItems } from '../../data/modules.ts';
import { useAction } from '../../data/useAction.ts';
import type { ModuleTabProps } from './moduleTabProps.ts';

/** The Door Components tab: the module's items and the New Item dialog; the list is read again after an item is made. */
export default function ModuleItemsTab({ module }: ModuleTabProps) {
  const items = useItems(module.id);
  const [isAdding, setAdding] = useState(false);
  const locks = useItemLocks(isAdding);
  const create = useAction(createItem, { success: savedSuccessfully, revalidates: moduleLists });

  const add = async (values: ItemFormValues) => {
    if (await create({ body: { moduleId: module.id, ...itemBody(values) } })) setAdding(false);
  };
  return (
    <Stack gap={4}>
      <Inline gap={3} justify="end">
        <Button variant="primary" onPress={() => setAdding(true)}>
          New Item
        </Button>
      </Inline>
      <ItemTable
        rows={items.data?.items ?? []}
        isLoading={items.isLoading}
        error={items.error?.message ?? null}
        onRetry={() => void items.mutate()}
        editHref={(item) => `/items/${item.id}`}
        doorHref={(door) => `/doors/${door.id}`}
      />
      {isAdding && (
        <NewItemDialog isOpen onOpenChange={setAdding} locks={locks.locks} isLoadingLocks={locks.isLoading} onSave={add} />
      )}
    </Stack>
  );
}
