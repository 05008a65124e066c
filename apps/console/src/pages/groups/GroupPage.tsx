import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, EmptyState, Inline, LinkButton, LoadingState, PageHeader } from '@velo/design-system';
import { useCan } from '../../access/useCan.ts';
import { useGroupRecord } from '../../data/groups.ts';
import { RecordNotLoaded, RouteTabs } from '../../layout/RecordPage.tsx';
import { useGroupDelete } from './GroupDelete.tsx';
import { groupTabHref, groupTabs } from './groupTabs.ts';

/** The tabs load ahead with the page when a link to one of them is pointed at. */
export { groupTabs as subpages } from './groupTabs.ts';

const backToGroups = (
  <LinkButton variant="secondary" href="/user-groups">
    Back to groups
  </LinkButton>
);

/**
 * /user-groups/{id}/{tab}: a group's Details and its Users. An admin edits it: its toolbar (Delete) is on
 * Details, not on the Users tab; a client administrator reads its own client's groups.
 */
export default function GroupPage() {
  const params = useParams();
  const navigate = useNavigate();
  const can = useCan();
  const groupId = Number(params.id);
  const isGroupId = Number.isSafeInteger(groupId) && groupId > 0;
  const tab = groupTabs.find((candidate) => candidate.path === (params['*'] ?? ''));
  const group = useGroupRecord(tab && isGroupId ? groupId : null);
  const deletion = useGroupDelete(() => navigate('/user-groups'));

  if (!tab || !isGroupId) return <EmptyState title="There is no such page" action={backToGroups} />;
  if (group.error)
    return <RecordNotLoaded error={group.error} noun="group" back={backToGroups} onRetry={() => void group.mutate()} />;
  if (!group.data) return <LoadingState label="Loading the group" />;

  const Page = tab.page;
  const title = `Group ${group.data.name}`;
  const toolbar = tab.path === '' && can(['delete', 'group']) && (
    <Button variant="danger" onPress={() => deletion.ask(group.data!)}>
      Delete group
    </Button>
  );
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Inline gap={3}>
            {toolbar}
            {backToGroups}
          </Inline>
        }
      />
      <RouteTabs label={`${title}: tabs`} tabs={groupTabs} current={tab} hrefOf={(shown) => groupTabHref(groupId, shown)}>
        <Suspense fallback={<LoadingState label={`Loading ${tab.label}`} />}>
          <Page group={group.data} />
        </Suspense>
      </RouteTabs>
      {deletion.dialog}
    </>
  );
}
