import { fieldRequired } from './users.ts';

/**
 * The templates the server itself sends, by name, with the placeholders it fills in. The server
 * renders them in the user's language (English otherwise) and falls back to its own text when the
 * product has no template of that name.
 */
export const serverMessageTemplates = {
  /** The forgot-password e-mail. */
  passwordResetCode: { name: 'PasswordResetCode', channel: 'email', placeholders: ['ResetCode', 'UserName'] },
  /** The SMS with the code that confirms a phone number on the public invitation page. */
  invitationSmsCode: { name: 'InvitationSmsCode', channel: 'sms', placeholders: ['Code', 'LocationName'] },
} as const;

export type ServerMessageTemplate = (typeof serverMessageTemplates)[keyof typeof serverMessageTemplates];

/** The most characters a template's texts may hold. */
export const messageTemplateTextMaxLengths = {
  name: 128,
  subject: 256,
  /** The rich text's HTML. */
  text: 20_000,
} as const;

/** A placeholder as the server reads it: a word in double braces, spaces allowed inside the braces. */
const placeholderPattern = /\{\{\s*(\w+)\s*\}\}/g;

/** The placeholders a text uses, each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(placeholderPattern)].map((match) => match[1] ?? ''))];
}

/**
 * Double-brace values the server will not read as placeholders: an unmatched brace or a name with
 * anything but letters, digits and underscores (`{{User Name}}`, `{{UserName}`, `{UserName}}`).
 */
export function brokenPlaceholdersIn(text: string): string[] {
  const withoutValid = text.replace(placeholderPattern, ' ');
  const broken = withoutValid.match(/\{\{[^{}<]{0,40}\}{0,2}|\{?[^{}\s>]{0,40}\}\}/g) ?? [];
  return [...new Set(broken.map((piece) => piece.trim()))];
}

/** The placeholders the saved text had that an edit no longer has intact. */
export const placeholdersLost = (savedText: string, editedText: string) => {
  const kept = new Set(placeholdersIn(editedText));
  return placeholdersIn(savedText).filter((name) => !kept.has(name));
};

export const messageTemplateDoubleBraceWarning =
  'Do not change the values in double braces, such as {{UserName}}: the server fills them in.';

export interface MessageTemplateDraft {
  name: string;
  languageId: number | null;
  subject: string;
  /** Rich text (HTML). */
  text: string;
}

/** The visible text of rich text, to tell an empty editor (`<p><br></p>`) from text. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** What a template form's draft breaks, by field: text and language required, a name, texts too long. */
export function messageTemplateDraftProblems(draft: MessageTemplateDraft): Partial<Record<keyof MessageTemplateDraft, string>> {
  const problems: Partial<Record<keyof MessageTemplateDraft, string>> = {};
  if (!draft.name.trim()) problems.name = fieldRequired;
  else if (draft.name.trim().length > messageTemplateTextMaxLengths.name)
    problems.name = `At most ${messageTemplateTextMaxLengths.name} characters`;
  if (draft.languageId === null) problems.languageId = fieldRequired;
  if (draft.subject.length > messageTemplateTextMaxLengths.subject)
    problems.subject = `At most ${messageTemplateTextMaxLengths.subject} characters`;
  if (!visibleText(draft.text)) problems.text = fieldRequired;
  else if (draft.text.length > messageTemplateTextMaxLengths.text) problems.text = 'The text is too long';
  return problems;
}
