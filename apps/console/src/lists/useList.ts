import { useDeferredValue } from 'react';
import type { SWRResponse } from 'swr';
import type { ApiError, FilterRule, ListEndpoint, Page, ResultOf } from '@velo/api-client';
import type { SortDescriptor } from '@velo/design-system';
import { preloadApi, useApi } from '../data/useApi.ts';
import type { FilterParams, FilterValues } from './listParams.ts';
import { sortDescriptorOf, sortingOf } from './sorting.ts';
import { readListParams, useListParams, type ListParamsOptions } from './useListParams.ts';
import { useTypingPause } from './useTypingPause.ts';

type ItemOf<E> = ResultOf<E> extends Page<infer Item> ? Item : never;

export interface ListOptions<Params extends FilterParams> extends ListParamsOptions<Params> {
  /** The list call's filter for the filters' values; null for none. */
  filterRule: (filters: FilterValues<Params>) => FilterRule | null;
}

/**
 * A server-paged list page's data and controls: the address bar's query turned into the list
 * request (paging, sorting, filterRule), the answer through SWR keyed by endpoint and request,
 * and the setters a table and its filters call.
 */
export function useList<E extends ListEndpoint, Params extends FilterParams>(endpoint: E, options: ListOptions<Params>) {
  const params = useListParams(options);
  const asked = useTypingPause(options.filters, params.filters);
  const answer = useApi<ListEndpoint>(endpoint, listRequest(options, { ...params, filters: asked })) as SWRResponse<
    Page<ItemOf<E>>,
    ApiError
  >;
  // A page that arrives is drawn in a transition, which React renders in short slices: React Aria's
  // cells made the rows one task of half a second on a slow phone, in which the page answered nothing.
  // Until then the list shows the page it had, as loading.
  const shown = useDeferredValue(answer.data);
  return listPageState(params, {
    data: shown,
    error: answer.error,
    isLoading: answer.isLoading || shown !== answer.data,
    isValidating: answer.isValidating,
    mutate: answer.mutate,
  });
}

/** Starts the call a list page opened at an address with `query` makes first (see `preloadApi`). */
export function preloadList<Params extends FilterParams>(
  endpoint: ListEndpoint,
  options: ListOptions<Params>,
  query: URLSearchParams,
) {
  preloadApi(endpoint, listRequest(options, readListParams(options, query)));
}

/** The list call for the list's filters, page and sorting. */
function listRequest<Params extends FilterParams>(
  options: ListOptions<Params>,
  params: { filters: FilterValues<Params>; sorting: string; page: number; pageSize: number },
) {
  return { body: { ...pageRequest(params), filterRule: options.filterRule(params.filters) } };
}

/** The paging and sorting of a list call, from the list's parameters. */
export const pageRequest = ({ sorting, page, pageSize }: { sorting: string; page: number; pageSize: number }) => ({
  sorting,
  skipCount: (page - 1) * pageSize,
  maxResultCount: pageSize,
});

/** A page as a list page holds it, from the list's parameters and SWR's answer to its call (any paged call, e.g. one with its own filters). */
export function listPageState<Item, Params extends { sorting: string; setSorting: (sorting: string) => void }>(
  params: Params,
  answer: Pick<SWRResponse<Page<Item>, ApiError>, 'data' | 'error' | 'isLoading' | 'isValidating' | 'mutate'>,
) {
  return {
    ...params,
    items: answer.data?.items ?? [],
    totalCount: answer.data?.totalCount ?? 0,
    /** The server stopped counting at `totalCount`: there are more. */
    isTotalCapped: answer.data?.totalCountIsCapped ?? false,
    /** The first answer, or a newer one, is on its way. */
    isLoading: answer.isLoading || answer.isValidating,
    error: answer.error ?? null,
    retry: () => void answer.mutate(),
    sortDescriptor: sortDescriptorOf(params.sorting),
    setSortDescriptor: (descriptor: SortDescriptor) => params.setSorting(sortingOf(descriptor)),
  };
}
