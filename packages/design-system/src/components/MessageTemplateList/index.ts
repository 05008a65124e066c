export * from './MessageTemplateList.tsx';
