import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { updateAnnouncement } from '@velo/api-client';
import { AnnouncementForm, Card, EmptyState, LinkButton, LoadingState, PageHeader } from '@velo/design-system';
import { announcementSaved } from '@velo/domain';
import {
  announcementFormValues,
  announcementLists,
  announcementSaveWarnings,
  useAnnouncementRecord,
} from '../../data/announcements.ts';
import { useAction } from '../../data/useAction.ts';
import { RecordNotLoaded } from '../../layout/RecordPage.tsx';

const backToAnnouncements = (
  <LinkButton variant="secondary" href="/announcements">
    Back to announcements
  </LinkButton>
);

/** /announcements/{id}: an announcement's edit, with the version it read; once saved, back to the list. */
export default function AnnouncementEditPage() {
  const announcementId = Number(useParams().id);
  const isAnnouncementId = Number.isSafeInteger(announcementId) && announcementId > 0;
  const navigate = useNavigate();
  const announcement = useAnnouncementRecord(isAnnouncementId ? announcementId : null);
  // One value per answer: a new object every render would start the form's draft again.
  const formValue = useMemo(() => announcement.data && announcementFormValues(announcement.data), [announcement.data]);
  const save = useAction(updateAnnouncement, {
    success: announcementSaved,
    warnings: announcementSaveWarnings,
    revalidates: announcementLists,
  });

  if (!isAnnouncementId) return <EmptyState title="There is no such page" action={backToAnnouncements} />;
  if (announcement.error)
    return (
      <RecordNotLoaded
        error={announcement.error}
        noun="announcement"
        back={backToAnnouncements}
        onRetry={() => void announcement.mutate()}
      />
    );
  if (!announcement.data || !formValue) return <LoadingState label="Loading the announcement" />;

  const { id, concurrencyStamp } = announcement.data;
  return (
    <>
      <PageHeader title="Edit announcement" description={announcement.data.title} actions={backToAnnouncements} />
      <Card>
        <AnnouncementForm
          key={concurrencyStamp}
          value={formValue}
          onCancel={() => navigate('/announcements')}
          onSave={async (values) => {
            if (await save({ body: { id, concurrencyStamp, ...values } })) navigate('/announcements');
          }}
        />
      </Card>
    </>
  );
}
