import { allOf, itemListFields, type BodyOf, type LockerModule, type updateModule } from '@velo/api-client';
import type { ItemFormValues, ModuleFormValues } from '@velo/design-system';

/** The filter of one module's items. */
export const itemsOfModule = (moduleId: number) =>
  allOf(itemListFields, [{ field: 'ModuleId', operator: 'equal', value: moduleId }]);

/** A module's save: its details, the items checked for new doors at its new location, and the stamp it was read with. */
export function moduleUpdate(
  { id, concurrencyStamp }: Pick<LockerModule, 'id' | 'concurrencyStamp'>,
  { newDoorItemIds, ...details }: ModuleFormValues,
): BodyOf<typeof updateModule> {
  return {
    id,
    ...details,
    items: newDoorItemIds.map((itemId) => ({ id: itemId, createNewDoor: true })),
    concurrencyStamp,
  };
}

/** An item's fields as the create and update calls take them: the lock's name is the server's to know. */
export const itemBody = ({ localAccessKeyName: _name, ...values }: ItemFormValues) => values;
