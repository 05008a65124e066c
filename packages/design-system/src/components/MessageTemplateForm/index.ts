export * from './MessageTemplateForm.tsx';
export * from './PlaceholderList.tsx';
