export * from './Form.tsx';
export * from './useFormSave.ts';
