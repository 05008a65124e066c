import { createOrUpdateGroup, getGroup, getGroupList } from '@velo/api-client';
import type { GroupFormValues } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { useAction } from '../../data/useAction.ts';

/** A group's save (new or edited), with "Saved successfully" or the server's refusal; answers the group saved, or undefined. */
export function useGroupSave() {
  const save = useAction(createOrUpdateGroup, { success: savedSuccessfully, revalidates: [getGroup, getGroupList] });
  return (values: GroupFormValues, clientId: number | null, edited?: { id: number; concurrencyStamp: string }) =>
    save({ body: { ...values, clientId, ...(edited ?? { id: 0 }) } });
}
