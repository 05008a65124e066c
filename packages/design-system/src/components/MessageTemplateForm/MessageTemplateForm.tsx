import { useState, type ReactNode } from 'react';
import {
  brokenPlaceholdersIn,
  messageTemplateDoubleBraceWarning,
  messageTemplateDraftProblems,
  messageTemplateTextMaxLengths,
  placeholdersLost,
  type MessageTemplateDraft,
} from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { ImagePicker } from '../ImagePicker/index.ts';
import { Inline } from '../Inline/index.ts';
import { RichTextEditor } from '../RichTextEditor/index.ts';
import type { SelectItem } from '../Select/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';
import { Switch } from '../Switch/index.ts';
import { TextField } from '../TextField/index.ts';
import { brokenPlaceholderWarning, doubleBraceWarning, noticeLine } from './MessageTemplateForm.css.ts';
import { PlaceholderList } from './PlaceholderList.tsx';

/** A template as the form shows and saves it; the API's template has all of it. */
export interface MessageTemplateFormValues {
  name: string;
  languageId: number;
  /** Null when empty. */
  subject: string | null;
  /** Rich text (HTML). */
  text: string;
  copyAllowed: boolean;
  /** A png or jpeg as a data URL; null for none. */
  image: string | null;
}

export interface MessageTemplateFormProps {
  /** The saved template; null for a new one (with the warning about double-brace values). */
  value: MessageTemplateFormValues | null;
  /**
   * The languages the template may be in: on create, those its name does not have yet. Undefined while they load:
   * the picker waits, disabled and saying so, since a list with nothing in it would not open.
   */
  languages: readonly SelectItem[] | undefined;
  /** Called as the name is typed, e.g. to offer only the languages that name does not have yet. */
  onNameChange?: (name: string) => void;
  /** The template's client chooser (none: the product's own template); the caller holds its value. */
  clientPicker?: ReactNode;
  /** Called only with valid values whose placeholders are intact, or confirmed by a second Save. */
  onSave(values: MessageTemplateFormValues): void | Promise<unknown>;
  onCancel?: () => void;
  isPending?: boolean;
}

interface Draft extends MessageTemplateDraft {
  copyAllowed: boolean;
  image: string | null;
}

const draftOf = (value: MessageTemplateFormValues | null): Draft => ({
  name: value?.name ?? '',
  languageId: value?.languageId ?? null,
  subject: value?.subject ?? '',
  text: value?.text ?? '',
  copyAllowed: value?.copyAllowed ?? false,
  image: value?.image ?? null,
});

/** The double-brace values of the text (and subject) that are broken, and the saved placeholders it lost. */
function placeholderProblems(saved: MessageTemplateFormValues | null, draft: Draft) {
  const edited = `${draft.subject}\n${draft.text}`;
  const broken = brokenPlaceholdersIn(edited);
  const lost = saved ? placeholdersLost(`${saved.subject ?? ''}\n${saved.text}`, edited) : [];
  return { broken, lost, any: broken.length + lost.length > 0 };
}

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/**
 * A message template: name, language, subject, rich text, an image, client and whether clients may copy it.
 * Values in double braces (`{{UserName}}`) are the server's to fill in: the form lists those the text
 * uses, and a Save that would break one (`{{User Name}`) or lose a saved one stops with a warning
 * first; a second Save of the same text saves it as it is.
 */
export function MessageTemplateForm({
  value,
  languages,
  onNameChange,
  clientPicker,
  onSave,
  onCancel,
  isPending = false,
}: MessageTemplateFormProps) {
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const form = useFormSave({
    value,
    draftOf,
    isValid: (draft) => Object.keys(messageTemplateDraftProblems(draft)).length === 0,
    save: (draft) => {
      const check = placeholderProblems(value, draft);
      const edited = `${draft.subject}\n${draft.text}`;
      if (check.any && warnedFor !== edited) {
        setWarnedFor(edited);
        return;
      }
      return onSave({
        name: draft.name.trim(),
        languageId: draft.languageId!,
        subject: draft.subject.trim() || null,
        text: draft.text,
        copyAllowed: draft.copyAllowed,
        image: draft.image,
      });
    },
    isPending,
    onReset: () => setWarnedFor(null),
  });
  const { draft } = form;
  const problems = form.showErrors ? messageTemplateDraftProblems(draft) : {};
  const placeholders = placeholderProblems(value, draft);
  const showsPlaceholderWarning = warnedFor !== null && placeholders.any;
  const languageOffered = languages?.some((language) => language.id === draft.languageId) ?? false;
  const noLanguageLeft =
    languages?.length === 0 && draft.name.trim() ? 'This name has a template in every language: choose another name.' : undefined;

  return (
    <Form onSubmit={form.submit} validationBehavior="aria" error={form.formError}>
      <Stack gap={5}>
        {value === null && <p className={doubleBraceWarning}>{messageTemplateDoubleBraceWarning}</p>}
        <TextField
          label="Name"
          value={draft.name}
          onChange={(typed) => {
            form.change({ name: typed });
            onNameChange?.(typed);
          }}
          maxLength={messageTemplateTextMaxLengths.name}
          isRequired
          isInvalid={Boolean(problems.name)}
          errorMessage={problems.name}
          isDisabled={form.pending}
        />
        <Select
          label="Language"
          items={languages ?? []}
          placeholder={languages ? undefined : 'Loading languages…'}
          selectedKey={languageOffered ? draft.languageId : null}
          onSelectionChange={(key) => form.change({ languageId: key === null ? null : Number(key) })}
          isRequired
          isInvalid={Boolean(problems.languageId)}
          errorMessage={noLanguageLeft ?? problems.languageId}
          description={noLanguageLeft}
          isDisabled={form.pending || !languages}
        />
        <TextField
          label="Subject"
          description="The e-mail's subject; an SMS has none."
          value={draft.subject}
          onChange={(typed) => form.change({ subject: typed })}
          maxLength={messageTemplateTextMaxLengths.subject}
          isInvalid={Boolean(problems.subject)}
          errorMessage={problems.subject}
          isDisabled={form.pending}
        />
        <RichTextEditor
          label="Text"
          value={draft.text}
          onChange={(html) => form.change({ text: html })}
          isInvalid={Boolean(problems.text)}
          errorMessage={problems.text}
          isReadOnly={form.pending}
        />
        <PlaceholderList text={`${draft.subject}\n${draft.text}`} />
        {showsPlaceholderWarning && (
          <Stack gap={2} role="alert" className={brokenPlaceholderWarning}>
            {placeholders.broken.length > 0 && (
              <p className={noticeLine}>
                The server cannot fill in {quoted(placeholders.broken)}: a placeholder is a name in double braces, such as{' '}
                {'{{UserName}}'}.
              </p>
            )}
            {placeholders.lost.length > 0 && (
              <p className={noticeLine}>
                The saved text had {quoted(placeholders.lost.map((name) => `{{${name}}}`))}, which is no longer there intact.
              </p>
            )}
            <p className={noticeLine}>Fix the text, or press Save again to save it as it is.</p>
          </Stack>
        )}
        <ImagePicker
          label="Image"
          value={draft.image}
          onChange={(image) => form.change({ image })}
          previewAlt="The template's image"
          isDisabled={form.pending}
        />
        {clientPicker}
        <Switch isSelected={draft.copyAllowed} onChange={(copyAllowed) => form.change({ copyAllowed })} isDisabled={form.pending}>
          Copy allowed
        </Switch>
        <Inline gap={3} justify="end">
          {onCancel && (
            <Button onPress={onCancel} isDisabled={form.pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="primary" isPending={form.pending}>
            Save
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
