import { useEffect, useState } from 'react';
import { Button, Card, DataTable, DoorStatusBadge, Stack, type DataTableColumn } from '@velo/design-system';
import { ApiError, authenticate, createApiClient, getPublishedAnnouncements, memoryTokenStore } from '@velo/api-client';
import { formatMoney } from '@velo/domain';

interface Door {
  id: number;
  name: string;
  deviceStatus: string | null;
  lockType: number;
  price: number;
}

const doors: Door[] = [
  { id: 1, name: 'Door 1', deviceStatus: 'ONLINE', lockType: 0, price: 25 },
  { id: 2, name: 'Door 2', deviceStatus: 'OFFLINE', lockType: 0, price: 30 },
];

const columns: DataTableColumn<Door>[] = [
  { id: 'name', header: 'Door', cell: (door) => door.name, isRowHeader: true },
  {
    id: 'status',
    header: 'Status',
    cell: (door) => <DoorStatusBadge deviceStatus={door.deviceStatus} lockType={door.lockType} />,
  },
  { id: 'price', header: 'Price', cell: (door) => formatMoney(door.price), align: 'end' },
];

const api = createApiClient({ baseUrl: window.location.origin, tokenStore: memoryTokenStore() });

/** The public announcements, read through the api-client: its answer is validated against the contract. */
function useAnnouncements() {
  const [state, setState] = useState<string>('Loading announcements…');
  useEffect(() => {
    api.call(getPublishedAnnouncements, { query: { maxResultCount: 5 } }).then(
      (page) => setState(`Announcements validated: ${page.totalCount} published, ${page.items.length} read`),
      (error: unknown) => setState(`Announcements failed: ${error instanceof ApiError ? error.message : String(error)}`),
    );
  }, []);
  return state;
}

/** A sign-in with a wrong password: the server's error envelope comes back as an ApiError with its stable code. */
function useRefusedSignIn() {
  const [state, setState] = useState<string>('Signing in…');
  useEffect(() => {
    api.call(authenticate, { body: { userNameOrEmailAddress: 'nobody', password: 'not-the-password' } }).then(
      () => setState('Signed in, which should not happen'),
      (error: unknown) =>
        setState(
          error instanceof ApiError ? `Sign-in refused: ${error.code} (${error.status})` : `Sign-in failed: ${String(error)}`,
        ),
    );
  }, []);
  return state;
}

export function App() {
  const announcements = useAnnouncements();
  const refusedSignIn = useRefusedSignIn();
  const [presses, setPresses] = useState(0);
  return (
    <Stack gap={6}>
      <Card title="Velo packages in a plain Vite app">
        <Stack gap={4}>
          <Button variant="primary" onPress={() => setPresses(presses + 1)}>
            Presses: {presses}
          </Button>
          <DataTable aria-label="Doors" columns={columns} rows={doors} rowKey={(door) => door.id} />
          <p data-testid="api-result">{announcements}</p>
          <p data-testid="api-error">{refusedSignIn}</p>
        </Stack>
      </Card>
    </Stack>
  );
}
