export {
  ModuleForm,
  type ModuleFormItem,
  type ModuleFormProps,
  type ModuleFormSaved,
  type ModuleFormValues,
} from './ModuleForm.tsx';
