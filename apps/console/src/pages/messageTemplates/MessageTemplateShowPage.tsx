import { useParams } from 'react-router';
import { EmptyState, Inline, LinkButton, LoadingState, MessageTemplateDetails, PageHeader } from '@velo/design-system';
import { useMessageTemplateImage, useMessageTemplateRecord } from '../../data/messageTemplates.ts';
import { RecordNotLoaded } from '../../layout/RecordPage.tsx';
import { messageTemplateEditHref } from './messageTemplateHrefs.ts';
import { BackToTemplates } from './BackToTemplates.tsx';
import { templateIdOf } from './templateId.ts';

/** /message-templates/{id}/show: a template for reading, its text sanitised as it is shown, and its image; Edit opens its form. */
export default function MessageTemplateShowPage() {
  const templateId = templateIdOf(useParams().id);
  const template = useMessageTemplateRecord(templateId);
  const image = useMessageTemplateImage(template.data);

  if (templateId === null) return <EmptyState title="There is no such page" action=<BackToTemplates /> />;
  if (template.error)
    return (
      <RecordNotLoaded
        error={template.error}
        noun="message template"
        back=<BackToTemplates />
        onRetry={() => void template.mutate()}
      />
    );
  if (!template.data) return <LoadingState label="Loading the message template" />;

  return (
    <>
      <PageHeader
        title={template.data.name}
        description={`Message template · ${template.data.languageName}`}
        actions={
          <Inline gap={3}>
            <LinkButton variant="primary" href={messageTemplateEditHref(template.data)}>
              Edit
            </LinkButton>
            <BackToTemplates />
          </Inline>
        }
      />
      <MessageTemplateDetails template={template.data} image={image} isImageLoading={image === undefined} />
    </>
  );
}
