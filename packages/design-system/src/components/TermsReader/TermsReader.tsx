import { EmptyState } from '../EmptyState/index.ts';
import { Icon } from '../Icon/index.ts';
import { LoadingState } from '../LoadingState/index.ts';
import { RichTextView } from '../RichTextView/index.ts';
import { article, header, languageButton, languages as languagesStyle, mark, page, wordmark } from './TermsReader.css.ts';

export interface TermsLanguage {
  id: number;
  /** The language's own name, e.g. "Norsk". */
  label: string;
  /** Its code for `lang`, e.g. "nb". */
  code: string;
}

export interface TermsReaderProps {
  languages: TermsLanguage[];
  languageId: number;
  onLanguageChange(languageId: number): void;
  /** The terms as HTML; undefined while they load. */
  html?: string;
  /** Why they could not be loaded. */
  error?: string;
  /** The page's title in the reader's language. */
  title: string;
}

/** The public terms and conditions: the Velo mark, a language switch and the text, readable on a phone. */
export function TermsReader({ languages, languageId, onLanguageChange, html, error, title }: TermsReaderProps) {
  const language = languages.find((candidate) => candidate.id === languageId);
  return (
    <div className={page} lang={language?.code}>
      <header className={header}>
        <span className={wordmark}>
          <span className={mark}>
            <Icon name="bicycle" size={20} />
          </span>
          Velo
        </span>
        <div role="group" aria-label="Language" className={languagesStyle}>
          {languages.map((choice) => (
            <button
              key={choice.id}
              type="button"
              lang={choice.code}
              className={languageButton}
              aria-pressed={choice.id === languageId}
              onClick={() => onLanguageChange(choice.id)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      </header>
      <main className={article} aria-label={title}>
        {error ? (
          <EmptyState title={error} />
        ) : html === undefined ? (
          <LoadingState label={title} />
        ) : (
          <RichTextView html={html} />
        )}
      </main>
    </div>
  );
}
