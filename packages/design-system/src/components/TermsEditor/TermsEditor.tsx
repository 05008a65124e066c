import { useState, type Key } from 'react';
import { Button } from '../Button/index.ts';
import { RichTextEditor } from '../RichTextEditor/index.ts';
import { Stack } from '../Stack/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/index.ts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';

/** The terms in one language, as the editor shows them. */
export interface TermsInLanguage {
  languageId: number;
  languageDisplayName: string;
  /** The saved text, as HTML. */
  value: string;
}

export interface TermsEditorProps {
  terms: TermsInLanguage[];
  /** Saves one language's text; a rejected promise keeps the edits (the caller reports why). */
  onSave(languageId: number, value: string): Promise<void>;
  /** Tells the page whether there are unsaved edits, so that it can guard leaving it too. */
  onEditedChange?(isEdited: boolean): void;
}

/**
 * The terms and conditions, a tab per language: Save is enabled once the text differs from the saved one;
 * switching tab with unsaved edits asks first ("Unsaved changes": Cancel stays, Yes drops the edits).
 */
export function TermsEditor({ terms, onSave, onEditedChange }: TermsEditorProps) {
  const [languageId, setLanguageId] = useState(terms[0]?.languageId);
  const [draft, setDraft] = useState<string | null>(null);
  const [isEdited, setEdited] = useState(false);
  const [isSaving, setSaving] = useState(false);
  /** A new number remounts the editor: after a save, or when edits are dropped. */
  const [editorVersion, setEditorVersion] = useState(0);
  const [askingFor, setAskingFor] = useState<number | null>(null);

  const changeEdited = (edited: boolean) => {
    setEdited(edited);
    onEditedChange?.(edited);
  };

  const switchTo = (next: number) => {
    setLanguageId(next);
    setDraft(null);
    changeEdited(false);
    setEditorVersion((version) => version + 1);
  };

  const selectTab = (key: Key) => {
    const next = Number(key);
    if (next === languageId) return;
    if (isEdited) setAskingFor(next);
    else switchTo(next);
  };

  const save = async () => {
    if (languageId === undefined || draft === null) return;
    setSaving(true);
    try {
      await onSave(languageId, draft);
      changeEdited(false);
      setEditorVersion((version) => version + 1);
    } catch {
      // The caller said why; the edits stay for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Tabs selectedKey={String(languageId)} onSelectionChange={selectTab}>
        <TabList aria-label="Languages">
          {terms.map((entry) => (
            <Tab key={entry.languageId} id={String(entry.languageId)}>
              {entry.languageDisplayName}
            </Tab>
          ))}
        </TabList>
        {terms.map((entry) => (
          <TabPanel key={entry.languageId} id={String(entry.languageId)}>
            {entry.languageId === languageId && (
              <Stack gap={4}>
                <RichTextEditor
                  key={editorVersion}
                  label={`Terms and conditions (${entry.languageDisplayName})`}
                  value={draft ?? entry.value}
                  onChange={setDraft}
                  onDirtyChange={changeEdited}
                />
                <div>
                  <Button variant="primary" isDisabled={!isEdited} isPending={isSaving} onPress={save}>
                    Save
                  </Button>
                </div>
              </Stack>
            )}
          </TabPanel>
        ))}
      </Tabs>
      <UnsavedChangesDialog
        isOpen={askingFor !== null}
        onStay={() => setAskingFor(null)}
        onLeave={() => {
          if (askingFor !== null) switchTo(askingFor);
          setAskingFor(null);
        }}
      />
    </>
  );
}
