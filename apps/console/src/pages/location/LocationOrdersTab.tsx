import { EmptyState } from '@velo/design-system';

/** The Orders tab: the location's orders come with the orders screen, which the console does not have yet. */
export default function LocationOrdersTab() {
  return (
    <EmptyState
      title="Orders are not available yet"
      description="This tab will list the location's orders, 25 to a page, once the console has its orders screen."
    />
  );
}
