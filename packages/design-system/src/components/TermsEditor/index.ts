export * from './TermsEditor.tsx';
export * from './UnsavedChangesDialog.tsx';
