import { useState, type FormEvent } from 'react';
import { formNotValid } from '@velo/domain';

export interface FormSaveOptions<Value, Draft> {
  /** The saved value, or null for a new record; a new value replaces the draft. */
  value: Value | null;
  draftOf(value: Value | null): Draft;
  /** Whether the draft may be saved. */
  isValid(draft: Draft): boolean;
  /** Called with a valid draft only; a returned promise keeps the form pending while it runs. */
  save(draft: Draft): void | Promise<unknown>;
  isPending?: boolean;
  isReadOnly?: boolean;
  /** After a Save refused for the draft's problems, e.g. to show the tab with the first one. */
  onRefused?(draft: Draft): void;
  /** After a new saved value replaced the draft. */
  onReset?(): void;
}

/**
 * The draft of a form and its Save: refused while the draft is invalid, with "Form is not valid. Please check
 * for errors", which speaks of the last Save and stays until the next one (gone as soon as the corrected field
 * lost focus, it moved the button up under the pointer pressing it); pending while `save`'s promise runs; the
 * draft kept when it fails, for the caller reports the failure and the user may retry.
 */
export function useFormSave<Value, Draft>({
  value,
  draftOf,
  isValid,
  save,
  isPending = false,
  isReadOnly = false,
  onRefused,
  onReset,
}: FormSaveOptions<Value, Draft>) {
  const [draft, setDraft] = useState(() => draftOf(value));
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState(false);
  const [running, setRunning] = useState(false);

  const reset = (next: Value | null) => {
    setDraft(draftOf(next));
    setSubmitted(false);
    onReset?.();
  };
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    reset(value);
  }

  const pending = isPending || running;
  const showErrors = submitted && !isReadOnly;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || isReadOnly) return;
    setSubmitted(true);
    const valid = isValid(draft);
    setRefused(!valid);
    if (!valid) {
      onRefused?.(draft);
      return;
    }
    const result = save(draft);
    if (!result) return;
    setRunning(true);
    try {
      await result;
    } catch {
      // The caller reports the failure; the draft stays for a retry.
    } finally {
      setRunning(false);
    }
  }

  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  return {
    draft,
    change,
    /** Whether fields show their problems: after a Save, unless read-only. */
    showErrors,
    formError: showErrors && refused ? formNotValid : null,
    pending,
    submit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    /** Starts again from a value, e.g. a dialog opened anew. */
    reset,
  };
}
