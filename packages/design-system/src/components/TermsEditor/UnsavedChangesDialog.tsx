import { ConfirmDialog } from '../ConfirmDialog/index.ts';

export const unsavedChangesTitle = 'Unsaved changes';
export const unsavedChangesMessage = 'Are you sure you want to leave this page, you could lose your data?';

export interface UnsavedChangesDialogProps {
  isOpen: boolean;
  /** Cancel (or Escape): stay where the edits are. */
  onStay(): void;
  /** Yes: go on, dropping the edits. */
  onLeave(): void;
}

/** Asks before edits are dropped: by another tab, a link, or the browser's back button. */
export function UnsavedChangesDialog({ isOpen, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onStay()}
      title={unsavedChangesTitle}
      message={unsavedChangesMessage}
      confirmLabel="Yes"
      cancelLabel="Cancel"
      onConfirm={onLeave}
    />
  );
}
