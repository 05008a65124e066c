import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmptyState, Inline, LinkButton, LoadingState, PageHeader } from '@velo/design-system';
import { fullName } from '@velo/domain';
import { useUserRecord } from '../../data/user.ts';
import { RecordNotLoaded, RouteTabs } from '../../layout/RecordPage.tsx';
import { UserActions } from './UserActions.tsx';
import { tabsOf, userTabHref, userTabs } from './userTabs.ts';

/** The tabs load ahead with the page when a link to one of them is pointed at. */
export { userTabs as subpages } from './userTabs.ts';

const backToUsers = (
  <LinkButton variant="secondary" href="/users">
    Back to users
  </LinkButton>
);

/** /users/{id}/{tab}: a user's details, and for an end user its orders, groups, payment options, access log and messages. */
export default function UserPage() {
  const params = useParams();
  const navigate = useNavigate();
  const userId = Number(params.id);
  const isUserId = Number.isSafeInteger(userId) && userId > 0;
  const asked = userTabs.find((candidate) => candidate.path === (params['*'] ?? ''));
  const user = useUserRecord(asked && isUserId ? userId : null);

  if (!asked || !isUserId) return <EmptyState title="There is no such page" action={backToUsers} />;
  if (user.error) return <RecordNotLoaded error={user.error} noun="user" back={backToUsers} onRetry={() => void user.mutate()} />;
  if (!user.data) return <LoadingState label="Loading the user" />;

  const tabs = tabsOf(user.data);
  const tab = tabs.find((candidate) => candidate === asked);
  if (!tab) return <EmptyState title="There is no such page" description="Staff have their details only." action={backToUsers} />;
  const Page = tab.page;
  const title = `User ${fullName(user.data)}`;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Inline gap={3}>
            <UserActions user={user.data} onDeleted={() => navigate('/users')} />
            {backToUsers}
          </Inline>
        }
      />
      <RouteTabs label={`${title}: tabs`} tabs={tabs} current={tab} hrefOf={(shown) => userTabHref(userId, shown)}>
        <Suspense fallback={<LoadingState label={`Loading ${tab.label}`} />}>
          <Page user={user.data} />
        </Suspense>
      </RouteTabs>
    </>
  );
}
