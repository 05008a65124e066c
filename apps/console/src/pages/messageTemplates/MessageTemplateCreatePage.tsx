import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createOrUpdateMessageTemplate } from '@velo/api-client';
import { Card, MessageTemplateForm, PageHeader } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { messageTemplateLists, messageTemplateSaveWarnings, useOfferedLanguageItems } from '../../data/messageTemplates.ts';
import { useAction } from '../../data/useAction.ts';
import { ClientPicker } from '../../pickers/ClientPicker.tsx';
import { BackToTemplates } from './BackToTemplates.tsx';
import { clientDescription, messageTemplateShowHref, messageTemplatesHref } from './messageTemplateHrefs.ts';

/** /message-templates/create: a new template in a language its name does not have yet; once made, its show page. */
export default function MessageTemplateCreatePage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [clientId, setClientId] = useState<number | null>(null);
  const languages = useOfferedLanguageItems(name, clientId);
  const create = useAction(createOrUpdateMessageTemplate, {
    success: savedSuccessfully,
    warnings: messageTemplateSaveWarnings,
    revalidates: messageTemplateLists,
  });
  return (
    <>
      <PageHeader title="New message template" actions={<BackToTemplates />} />
      <Card>
        <MessageTemplateForm
          value={null}
          languages={languages}
          onNameChange={setName}
          clientPicker={<ClientPicker value={clientId} onChange={setClientId} description={clientDescription} />}
          onCancel={() => navigate(messageTemplatesHref)}
          onSave={async (values) => {
            const made = await create({ body: { ...values, clientId } });
            if (made) navigate(messageTemplateShowHref(made));
          }}
        />
      </Card>
    </>
  );
}
