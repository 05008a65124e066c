export { ItemForm, type ItemFormProps, type ItemFormValues } from './ItemForm.tsx';
