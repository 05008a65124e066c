import { useState } from 'react';
import { Button, Card, EmptyState, LoadingState, PageHeader, TermsEditor, UnsavedChangesDialog } from '@velo/design-system';
import { saveTerms, useAdminTerms } from '../../data/terms.ts';
import { useLeaveGuard } from '../../routing/useLeaveGuard.ts';

/** /terms-and-conditions (admin): the terms per language; leaving with unsaved edits asks first, like switching tab. */
export default function TermsAndConditionsPage() {
  const terms = useAdminTerms();
  const [isEdited, setEdited] = useState(false);
  const leaving = useLeaveGuard(isEdited);

  const save = async (languageId: number, value: string) => {
    const entry = terms.data?.find((candidate) => candidate.languageId === languageId);
    if (entry) await saveTerms(entry, value, () => terms.mutate());
  };

  return (
    <>
      <PageHeader title="Terms And Conditions" description="What the app's users accept, in each language." />
      {terms.error ? (
        <EmptyState
          title="The terms could not be loaded"
          description={terms.error.message}
          action={<Button onPress={() => void terms.mutate()}>Try again</Button>}
        />
      ) : terms.data ? (
        <Card>
          <TermsEditor terms={terms.data} onSave={save} onEditedChange={setEdited} />
        </Card>
      ) : (
        <LoadingState label="Loading the terms" />
      )}
      <UnsavedChangesDialog isOpen={leaving.isAsking} onStay={leaving.stay} onLeave={leaving.leave} />
    </>
  );
}
