import { useEffect, useState } from 'react';
import { getTermsAndConditions } from '@velo/api-client';
import { TermsReader, type TermsLanguage } from '@velo/design-system';
import { api } from '../api.ts';
import type { PublicPageProps } from './publicPage.ts';

const english: TermsLanguage = { id: 1, label: 'English', code: 'en' };
const norwegian: TermsLanguage = { id: 2, label: 'Norsk', code: 'nb' };
const languages = [english, norwegian];

const titles: Record<number, { title: string; notLoaded: string }> = {
  [english.id]: { title: 'Terms and conditions', notLoaded: 'The terms could not be loaded. Please try again later.' },
  [norwegian.id]: { title: 'Vilkår og betingelser', notLoaded: 'Vilkårene kunne ikke lastes. Prøv igjen senere.' },
};

/** Norwegian for a browser that prefers any Norwegian (bokmål, nynorsk), English otherwise. */
export function readersLanguage(preferred: readonly string[]): number {
  const first = preferred.find((tag) => /^(nb|nn|no|en)\b/i.test(tag));
  return first && /^(nb|nn|no)\b/i.test(first) ? norwegian.id : english.id;
}

/** /terms&conditions: the terms for anyone, in the reader's language, with a switch to the other. */
export default function TermsPage(_: PublicPageProps) {
  const [languageId, setLanguageId] = useState(() => readersLanguage(navigator.languages));
  const [loaded, setLoaded] = useState<{ languageId: number; html?: string; error?: string } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    api.call(getTermsAndConditions, { query: { languageId } }).then(
      (terms) => isCurrent && setLoaded({ languageId, html: terms.value }),
      () => isCurrent && setLoaded({ languageId, error: titles[languageId]!.notLoaded }),
    );
    return () => {
      isCurrent = false;
    };
  }, [languageId]);

  useEffect(() => {
    document.title = `${titles[languageId]!.title} · Velo`;
  }, [languageId]);

  const current = loaded?.languageId === languageId ? loaded : null;
  return (
    <TermsReader
      title={titles[languageId]!.title}
      languages={languages}
      languageId={languageId}
      onLanguageChange={setLanguageId}
      html={current?.html}
      error={current?.error}
    />
  );
}
