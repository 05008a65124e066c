import { useEffect, useMemo, useState } from 'react';
import {
  getLanguages,
  getMessageTemplate,
  getMessageTemplateFilteredLanguages,
  getMessageTemplateImage,
  getMessageTemplateList,
  type messageTemplateListFields,
  type FieldRule,
  type FilterRule,
  type Language,
  type MessageTemplate,
} from '@velo/api-client';
import type { MessageTemplateFormValues, SelectItem } from '@velo/design-system';
import { dataUrlOfImage, type ErrorCode } from '@velo/domain';
import { textParam, type FilterValues } from '../lists/listParams.ts';
import { typingPauseMs } from '../lists/useTypingPause.ts';
import { useApi } from './useApi.ts';

/** Every answer a save may change: asked again after it. */
export const messageTemplateLists = [
  getMessageTemplateList,
  getMessageTemplate,
  getMessageTemplateFilteredLanguages,
  getMessageTemplateImage,
];

/** The server's refusals of a save, shown as a warning with its message. */
export const messageTemplateSaveWarnings: readonly ErrorCode[] = [
  'Request.NotValid',
  'Record.Stale',
  'MessageTemplate.Duplicate',
  'MessageTemplate.LanguageNotFound',
  'MessageTemplate.ClientNotFound',
];

/** The list's filter, by its name in the address: the search box. */
export const messageTemplateFilters = { search: textParam };
export type MessageTemplateFilters = FilterValues<typeof messageTemplateFilters>;

/** The list call's filterRule: the templates whose name or subject contains the search. */
export function messageTemplateFilterRule({ search }: MessageTemplateFilters): FilterRule | null {
  const value = search.trim();
  if (!value) return null;
  const matching: ReadonlyArray<FieldRule<typeof messageTemplateListFields>> = [
    { field: 'Name', operator: 'contains', value },
    { field: 'Subject', operator: 'contains', value },
  ];
  return { condition: 'or', filterRules: [...matching] };
}

/** One template in full, with its version; `null` asks nothing. */
export const useMessageTemplateRecord = (id: number | null) => useApi(getMessageTemplate, id === null ? null : { query: { id } });

/** The languages as a picker's items; undefined until they have loaded. */
const languageItems = (languages: readonly Language[] | undefined): SelectItem[] | undefined =>
  languages?.map((language) => ({ id: language.id, label: language.displayName }));

/** Every language, for an edit's language picker. */
export function useLanguageItems() {
  const languages = useApi(getLanguages, {});
  return useMemo(() => languageItems(languages.data), [languages.data]);
}

/**
 * The languages a new template may be in: those its name (once typing pauses) does not have yet for the
 * chosen client, or the product without one.
 */
export function useOfferedLanguageItems(name: string, clientId: number | null) {
  const [settledName, setSettledName] = useState(name.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettledName(name.trim()), typingPauseMs);
    return () => clearTimeout(timer);
  }, [name]);
  const offered = useApi(
    getMessageTemplateFilteredLanguages,
    { query: { tplName: settledName, ...(clientId === null ? {} : { clientId }) } },
    { keepPreviousData: true },
  );
  return useMemo(() => languageItems(offered.data), [offered.data]);
}

/**
 * A template's image as a data URL to show: null when it has none, undefined while it loads. Asked with the
 * session's token, which an <img> could not send; a save asks for it again.
 */
export function useMessageTemplateImage(template: MessageTemplate | undefined): string | null | undefined {
  const image = useApi(getMessageTemplateImage, template?.hasImage ? { query: { id: template.id } } : null);
  const url = useMemo(() => image.data && dataUrlOfImage(image.data), [image.data]);
  if (!template) return undefined;
  // One that cannot be had is shown as none; a save without a new one keeps it.
  return template.hasImage && !image.error ? url : null;
}

/** What the form edits of a template, with its image as a data URL (null: none). */
export const messageTemplateFormValues = (template: MessageTemplate, image: string | null): MessageTemplateFormValues => ({
  name: template.name,
  languageId: template.languageId,
  subject: template.subject,
  text: template.text,
  copyAllowed: template.copyAllowed,
  image,
});

/** A save's image: left out when it is the one the template has, so an unchanged image is not sent again. */
export const imageSent = (saved: string | null, edited: string | null) => (edited === saved ? undefined : edited);
