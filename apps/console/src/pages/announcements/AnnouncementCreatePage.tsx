import { useNavigate } from 'react-router';
import { createAnnouncement } from '@velo/api-client';
import { AnnouncementForm, Card, LinkButton, PageHeader } from '@velo/design-system';
import { announcementCreated } from '@velo/domain';
import { announcementLists, announcementSaveWarnings } from '../../data/announcements.ts';
import { useAction } from '../../data/useAction.ts';

/** /announcements/create: a new announcement; once made, back to the list. */
export default function AnnouncementCreatePage() {
  const navigate = useNavigate();
  const create = useAction(createAnnouncement, {
    success: announcementCreated,
    warnings: announcementSaveWarnings,
    revalidates: announcementLists,
  });
  return (
    <>
      <PageHeader
        title="New announcement"
        actions={
          <LinkButton variant="secondary" href="/announcements">
            Back to announcements
          </LinkButton>
        }
      />
      <Card>
        <AnnouncementForm
          value={null}
          onCancel={() => navigate('/announcements')}
          onSave={async (values) => {
            if (await create({ body: values })) navigate('/announcements');
          }}
        />
      </Card>
    </>
  );
}
