import { useState } from 'react';
import { getAllClients, getClient, getClientAdministrators } from '@velo/api-client';
import { administratorsPageSize, maxClientChoices } from '@velo/domain';
import { useApi } from './useApi.ts';

/** The clients a filter offers; `enabled` false asks nothing. */
export function useClientChoices(enabled: boolean) {
  return useApi(getAllClients, enabled ? { query: { skipCount: 0, maxResultCount: maxClientChoices } } : null);
}

/** One client with its version (an admin's any, a client administrator's own); `null` asks nothing. */
export function useClientRecord(id: number | null) {
  return useApi(getClient, id === null ? null : { query: { id } });
}

/** A page of a client's administrators (an admin sees its end users too), ten a page, 1-based. */
export function useClientAdministrators(clientId: number) {
  const [page, setPage] = useState(1);
  const answer = useApi(
    getClientAdministrators,
    { body: { clientId, skipCount: (page - 1) * administratorsPageSize, maxResultCount: administratorsPageSize } },
    { keepPreviousData: true },
  );
  return {
    items: answer.data?.items ?? [],
    totalCount: answer.data?.totalCount ?? 0,
    isLoading: answer.isLoading || answer.isValidating,
    error: answer.error?.message ?? null,
    retry: () => void answer.mutate(),
    page,
    setPage,
  };
}
