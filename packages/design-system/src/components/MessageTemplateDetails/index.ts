export * from './MessageTemplateDetails.tsx';
