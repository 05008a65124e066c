import { useState, type FormEvent } from 'react';
import { Button, FilterBar, Form, TextField } from '@velo/design-system';
import type { EventSearch } from '../../data/events.ts';

interface EventSearchFormProps {
  /** The search the tables show, which the fields start from. */
  asked: EventSearch;
  onSearch(search: EventSearch): void;
}

/** Location and Door names; the tables follow on Search (or Enter), not at every key. */
export function EventSearchForm({ asked, onSearch }: EventSearchFormProps) {
  const [location, setLocation] = useState(asked.location);
  const [door, setDoor] = useState(asked.door);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ location, door });
  };
  return (
    <Form role="search" aria-label="Find events" onSubmit={search}>
      <FilterBar label="Find events by">
        <TextField label="Location" value={location} onChange={setLocation} maxLength={200} />
        <TextField label="Door" value={door} onChange={setDoor} maxLength={200} />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </FilterBar>
    </Form>
  );
}
