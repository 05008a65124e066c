export { FormDialog, useResetOnOpen, type FormDialogProps } from './FormDialog.tsx';
