import { formatDateTime } from '@velo/domain';
import { Card } from '../Card/Card.tsx';
import { DetailList } from '../DetailList/DetailList.tsx';
import { PlaceholderList } from '../MessageTemplateForm/PlaceholderList.tsx';
import type { MessageTemplateSummary } from '../MessageTemplateList/MessageTemplateList.tsx';
import { LoadingState } from '../LoadingState/index.ts';
import { RichTextView } from '../RichTextView/RichTextView.tsx';
import { image as imageStyle } from './MessageTemplateDetails.css.ts';
import { Stack } from '../Stack/Stack.tsx';

export interface MessageTemplateDetailsProps {
  template: MessageTemplateSummary & { text: string; copyAllowed: boolean };
  /** The template's image as a data URL; none when absent. */
  image?: string | null;
  /** The template has an image still on its way. */
  isImageLoading?: boolean;
}

/**
 * A template for reading: its details, then its text as the editor made it (sanitised here too) and the placeholders
 * it uses, and its image when it has one.
 */
export function MessageTemplateDetails({ template, image, isImageLoading = false }: MessageTemplateDetailsProps) {
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
      {(image || isImageLoading) && (
        <Card title="Image">
          {image ? (
            <img src={image} alt={`Attached to ${template.name}`} className={imageStyle} />
          ) : (
            <LoadingState label="Loading the image" />
          )}
        </Card>
      )}
    </Stack>
  );
}
