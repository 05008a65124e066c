import { useId } from 'react';
import {
  announcementDescriptionMaxLength,
  announcementDraftProblems,
  announcementTextMaxLengths,
  type AnnouncementDraft,
} from '@velo/domain';
import { Button } from '../Button/index.ts';
import { DateTimeField } from '../DateTimeField/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { ImagePicker } from '../ImagePicker/index.ts';
import { Inline } from '../Inline/index.ts';
import { RichTextEditor } from '../RichTextEditor/index.ts';
import { Stack } from '../Stack/index.ts';
import { Switch } from '../Switch/index.ts';
import { TextArea, TextField } from '../TextField/index.ts';
import { counter, counterOver, descriptionField } from './AnnouncementForm.css.ts';

/** An announcement as the form shows and saves it; the API's announcement has all of it. */
export interface AnnouncementFormValues extends AnnouncementDraft {
  /** A png or jpeg as a data URL, or null. */
  image: string | null;
}

export interface AnnouncementFormProps {
  /** The saved announcement; null for a new one. */
  value: AnnouncementFormValues | null;
  /** Called only with valid values, texts trimmed and no time unless scheduled; a returned promise keeps Save pending. */
  onSave(values: AnnouncementFormValues): void | Promise<unknown>;
  isPending?: boolean;
  /** Adds a Cancel button before Save, e.g. back to the list. */
  onCancel?: () => void;
  saveLabel?: string;
}

const empty: AnnouncementFormValues = {
  title: '',
  description: '',
  content: '',
  image: null,
  isPublished: false,
  isScheduled: false,
  scheduledTime: null,
};

const draftOf = (value: AnnouncementFormValues | null): AnnouncementFormValues => ({ ...empty, ...value });

/**
 * An announcement's title, short description (with a live count of its characters, at most 250), rich-text
 * content, image, and Publish; Schedule, with its time, only while Publish is on. Save with a broken rule
 * shows it under the field and "Form is not valid. Please check for errors", without calling onSave.
 */
export function AnnouncementForm({ value, onSave, isPending = false, onCancel, saveLabel = 'Save' }: AnnouncementFormProps) {
  const counterId = useId();
  const form = useFormSave({
    value,
    draftOf,
    isValid: (draft) => Object.keys(announcementDraftProblems(draft)).length === 0,
    save: (draft) =>
      onSave({
        ...draft,
        title: draft.title.trim(),
        description: draft.description.trim(),
        scheduledTime: draft.isScheduled ? draft.scheduledTime : null,
      }),
    isPending,
  });
  const { draft } = form;
  const problems = announcementDraftProblems(draft);
  const descriptionLength = draft.description.trim().length;
  const isDescriptionOver = descriptionLength > announcementDescriptionMaxLength;
  // Past the limit the description says so at once; the other rules after a Save.
  const shown = (field: keyof typeof problems) =>
    form.showErrors || (field === 'description' && isDescriptionOver) ? problems[field] : undefined;

  return (
    <Form onSubmit={form.submit} validationBehavior="aria" error={form.formError}>
      <Stack gap={5}>
        <TextField
          label="Title"
          value={draft.title}
          onChange={(title) => form.change({ title })}
          maxLength={announcementTextMaxLengths.title}
          isRequired
          isInvalid={Boolean(shown('title'))}
          errorMessage={shown('title')}
          isDisabled={form.pending}
        />
        <div className={descriptionField}>
          <TextArea
            label="Short description"
            value={draft.description}
            onChange={(description) => form.change({ description })}
            rows={3}
            isRequired
            isInvalid={Boolean(shown('description'))}
            errorMessage={shown('description')}
            isDisabled={form.pending}
            aria-describedby={counterId}
          />
          <span id={counterId} className={isDescriptionOver ? counterOver : counter} aria-live="polite">
            {descriptionLength}/{announcementDescriptionMaxLength}
          </span>
        </div>
        <RichTextEditor
          label="Content"
          value={draft.content}
          onChange={(content) => form.change({ content })}
          isInvalid={Boolean(shown('content'))}
          errorMessage={shown('content')}
          isReadOnly={form.pending}
        />
        <ImagePicker
          label="Image"
          value={draft.image}
          onChange={(image) => form.change({ image })}
          previewAlt="The announcement's image"
          isDisabled={form.pending}
        />
        <Inline gap={6}>
          <Switch
            isSelected={draft.isPublished}
            onChange={(isPublished) => form.change(isPublished ? { isPublished } : { isPublished, isScheduled: false })}
            isDisabled={form.pending}
          >
            Publish
          </Switch>
          <Switch
            isSelected={draft.isScheduled}
            onChange={(isScheduled) => form.change({ isScheduled })}
            isDisabled={form.pending || !draft.isPublished}
          >
            Schedule
          </Switch>
        </Inline>
        {draft.isScheduled && (
          <DateTimeField
            label="Scheduled time"
            value={draft.scheduledTime}
            onChange={(scheduledTime) => form.change({ scheduledTime })}
            description="The app shows the announcement from this time on."
            isRequired
            isInvalid={Boolean(shown('scheduledTime'))}
            errorMessage={shown('scheduledTime')}
            isDisabled={form.pending}
          />
        )}
        <Inline gap={3} justify="end">
          {onCancel && (
            <Button onPress={onCancel} isDisabled={form.pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="primary" isPending={form.pending}>
            {saveLabel}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
