import { getDoorEvents, getLocationEvents } from '@velo/api-client';
import { eventsPageSize } from '@velo/domain';
import { useAddressQuery } from '../lists/useAddressQuery.ts';
import { useApi } from './useApi.ts';

/** What the Events screen searches for: location and door names as typed (empty: any). */
export interface EventSearch {
  location: string;
  door: string;
}

const pageOf = (raw: string | null) => {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * The search and each table's page, kept in the address so that reload and Back show the same events. A new
 * search starts both tables at their first page.
 */
export function useEventSearch() {
  const [query, writeQuery] = useAddressQuery();
  const search: EventSearch = { location: query.get('location') ?? '', door: query.get('door') ?? '' };

  const write = (changes: Record<string, string | null>) =>
    writeQuery((next) => {
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
    });
  const pageValue = (page: number) => (page > 1 ? String(page) : null);

  return {
    search,
    doorPage: pageOf(query.get('doorPage')),
    locationPage: pageOf(query.get('locationPage')),
    setSearch: ({ location, door }: EventSearch) =>
      write({ location: location.trim() || null, door: door.trim() || null, doorPage: null, locationPage: null }),
    setDoorPage: (page: number) => write({ doorPage: pageValue(page) }),
    setLocationPage: (page: number) => write({ locationPage: pageValue(page) }),
  };
}

// The last page stays on screen (dimmed) while the next one loads.
const keepShowing = { keepPreviousData: true };

/** A page of door events: location and door name contain the search. */
export function useDoorEvents(search: EventSearch, page: number) {
  const body = { page, pageSize: eventsPageSize, Location: search.location || null, Door: search.door || null };
  return useApi(getDoorEvents, { body }, keepShowing);
}

/** A page of location events: location name contains the search (a location has no door). */
export function useLocationEvents(search: EventSearch, page: number) {
  const body = { page, pageSize: eventsPageSize, Location: search.location || null };
  return useApi(getLocationEvents, { body }, keepShowing);
}
