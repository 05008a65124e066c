import { useState } from 'react';
import { getGroup, getGroupUsers } from '@velo/api-client';
import { defaultPageSize } from '@velo/domain';
import { groupUserSearchRule } from './groupFilters.ts';
import { useApi } from './useApi.ts';

/** One group with its members and version; `null` asks nothing. */
export function useGroupRecord(id: number | null) {
  return useApi(getGroup, id === null ? null : { query: { id } });
}

/**
 * A page of a group's members (`inGroup`) or of the end users who could join it, with its own paging
 * and search; `enabled` false asks nothing (the Add User dialog while closed).
 */
export function useGroupUsers(groupId: number, inGroup: boolean, enabled = true) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const answer = useApi(
    getGroupUsers,
    enabled
      ? {
          body: {
            groupId,
            inGroup,
            skipCount: (page - 1) * defaultPageSize,
            maxResultCount: defaultPageSize,
            filterRule: groupUserSearchRule(search),
          },
        }
      : null,
    { keepPreviousData: true },
  );
  return {
    items: answer.data?.items ?? [],
    totalCount: answer.data?.totalCount ?? 0,
    isLoading: answer.isLoading || answer.isValidating,
    error: answer.error?.message ?? null,
    retry: () => void answer.mutate(),
    page,
    pageSize: defaultPageSize,
    setPage,
    search,
    setSearch: (text: string) => {
      setSearch(text);
      setPage(1);
    },
  };
}
