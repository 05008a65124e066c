import { formatDateTime } from '@velo/domain';
import { Card } from '../Card/Card.tsx';
import { DetailList } from '../DetailList/DetailList.tsx';
import { PlaceholderList } from '../MessageTemplateForm/PlaceholderList.tsx';
import type { MessageTemplateSummary } from '../MessageTemplateList/MessageTemplateList.tsx';
import { RichTextView } from '../RichTextView/RichTextView.tsx';
import { Stack } from '../Stack/Stack.tsx';

export interface MessageTemplateDetailsProps {
  template: MessageTemplateSummary & { text: string; copyAllowed: boolean };
}

/** A template for reading: its details, then its text as the editor made it (sanitised here too) and the placeholders it uses. */
export function MessageTemplateDetails({ template }: MessageTemplateDetailsProps) {
  return (
    <Stack gap={5}>
      <Card title="Details">
        <DetailList
          items={[
            { label: 'Name', value: template.name },
            { label: 'Language', value: template.languageName },
            { label: 'Subject', value: template.subject },
            { label: 'Client', value: template.client?.name ?? 'All clients' },
            { label: 'Copy allowed', value: template.copyAllowed ? 'Yes' : 'No' },
            { label: 'Created', value: formatDateTime(template.creationTime) },
            { label: 'Last modified', value: formatDateTime(template.lastModificationTime) },
          ]}
        />
      </Card>
      <Card title="Text">
        <Stack gap={5}>
          <RichTextView html={template.text} />
          <PlaceholderList text={`${template.subject ?? ''}\n${template.text}`} />
        </Stack>
      </Card>
    </Stack>
  );
}
