import type { SWRResponse } from 'swr';
import type { ApiError, getDoorEvents, ResultOf } from '@velo/api-client';
import { Card, DoorEventsTable, LocationEventsTable, PageHeader, Stack, type DoorEventsTableProps } from '@velo/design-system';
import { eventsPageSize } from '@velo/domain';
import { useDoorEvents, useEventSearch, useLocationEvents } from '../../data/events.ts';
import { EventSearchForm } from './EventSearchForm.tsx';

// Both tables' pages have the same shape.
type EventPageAnswer = SWRResponse<ResultOf<typeof getDoorEvents>, ApiError>;

/** What a table draws from its page's answer: the events, the pager, loading, and a failure with Try again. */
function tableProps(answer: EventPageAnswer, page: number, onPageChange: (page: number) => void) {
  return {
    events: answer.data?.items ?? [],
    totalCount: answer.data?.totalCount ?? 0,
    page,
    pageSize: eventsPageSize,
    onPageChange,
    isLoading: answer.isLoading || answer.isValidating,
    error: answer.error?.message ?? null,
    onRetry: () => void answer.mutate(),
  } satisfies DoorEventsTableProps;
}

/**
 * /events: the audited changes of doors and of locations, newest first, each table paged on its own. The Location
 * search narrows both tables, the Door search the door events.
 */
export default function EventsPage() {
  const { search, doorPage, locationPage, setSearch, setDoorPage, setLocationPage } = useEventSearch();
  const doorEvents = useDoorEvents(search, doorPage);
  const locationEvents = useLocationEvents(search, locationPage);

  return (
    <>
      <PageHeader title="Events" />
      <EventSearchForm key={JSON.stringify(search)} asked={search} onSearch={setSearch} />
      <Stack gap={6}>
        <Card title="Door Events">
          <DoorEventsTable {...tableProps(doorEvents, doorPage, setDoorPage)} />
        </Card>
        <Card title="Location Events">
          <LocationEventsTable {...tableProps(locationEvents, locationPage, setLocationPage)} />
        </Card>
      </Stack>
    </>
  );
}
