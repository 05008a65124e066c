import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { createOrUpdateMessageTemplate } from '@velo/api-client';
import { Card, EmptyState, Inline, LinkButton, LoadingState, MessageTemplateForm, PageHeader } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import {
  imageSent,
  messageTemplateFormValues,
  messageTemplateLists,
  messageTemplateSaveWarnings,
  useLanguageItems,
  useMessageTemplateImage,
  useMessageTemplateRecord,
} from '../../data/messageTemplates.ts';
import { useAction } from '../../data/useAction.ts';
import { RecordNotLoaded } from '../../layout/RecordPage.tsx';
import { ClientPicker } from '../../pickers/ClientPicker.tsx';
import { clientDescription, messageTemplateShowHref, messageTemplatesHref } from './messageTemplateHrefs.ts';
import { BackToTemplates } from './BackToTemplates.tsx';
import { templateIdOf } from './templateId.ts';

/** /message-templates/{id}: a template's edit, with the version it read; once saved, its show page. */
export default function MessageTemplateEditPage() {
  const templateId = templateIdOf(useParams().id);
  const navigate = useNavigate();
  const template = useMessageTemplateRecord(templateId);
  const languages = useLanguageItems();
  const image = useMessageTemplateImage(template.data);
  // One value per answer: a new object every render would start the form's draft again.
  const formValue = useMemo(
    () => template.data && image !== undefined && messageTemplateFormValues(template.data, image),
    [template.data, image],
  );
  const [clientChoice, setClientChoice] = useState<{ stamp: string; clientId: number | null } | null>(null);
  const save = useAction(createOrUpdateMessageTemplate, {
    success: savedSuccessfully,
    warnings: messageTemplateSaveWarnings,
    revalidates: messageTemplateLists,
  });

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
  if (!template.data || !formValue) return <LoadingState label="Loading the message template" />;

  const { id, concurrencyStamp } = template.data;
  // The client chosen on this version of the template; a new version starts from its own.
  const clientId = clientChoice?.stamp === concurrencyStamp ? clientChoice.clientId : template.data.clientId;
  return (
    <>
      <PageHeader
        title="Edit message template"
        description={`${template.data.name} (${template.data.languageName})`}
        actions={
          <Inline gap={3}>
            <LinkButton variant="secondary" href={messageTemplateShowHref(template.data)}>
              Show
            </LinkButton>
            <BackToTemplates />
          </Inline>
        }
      />
      <Card>
        <MessageTemplateForm
          key={concurrencyStamp}
          value={formValue}
          languages={languages}
          clientPicker={
            <ClientPicker
              value={clientId}
              onChange={(chosen) => setClientChoice({ stamp: concurrencyStamp, clientId: chosen })}
              description={clientDescription}
            />
          }
          onCancel={() => navigate(messageTemplatesHref)}
          onSave={async (values) => {
            const body = { id, concurrencyStamp, clientId, ...values, image: imageSent(formValue.image, values.image) };
            if (await save({ body })) navigate(messageTemplateShowHref(template.data!));
          }}
        />
      </Card>
    </>
  );
}
