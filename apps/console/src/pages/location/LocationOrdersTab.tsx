import { EmptyState, LinkButton } from '@velo/design-system';
import type { LocationTabProps } from './locationTabProps.ts';

/** The Orders tab: until it lists the location's orders itself, it leads to the orders list filtered to them. */
export default function LocationOrdersTab({ location }: LocationTabProps) {
  return (
    <EmptyState
      title="This location's orders are on the orders list"
      description="The list opens filtered to this location, with finished orders shown too."
      action={
        <LinkButton variant="primary" href={`/orders?location=${location.id}&showAll=1`}>
          Show the orders of {location.name}
        </LinkButton>
      }
    />
  );
}
