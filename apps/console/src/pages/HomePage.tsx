import { EmptyState, PageHeader } from '@velo/design-system';
import { fullName } from '@velo/domain';
import { useSignedInUser } from '../session/SessionProvider.tsx';

/** Home: support gets the support screen, everyone else analytics; neither is built yet. */
export default function HomePage() {
  const user = useSignedInUser();
  const screen = user.role === 'support' ? 'The support screen' : 'Analytics';
  return (
    <>
      <PageHeader title={`Welcome, ${fullName(user)}`} />
      <EmptyState title="Not available yet" description={`${screen} will appear here as soon as it is ready.`} />
    </>
  );
}
