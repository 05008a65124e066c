export { NewItemDialog, type NewItemDialogProps } from './NewItemDialog.tsx';
