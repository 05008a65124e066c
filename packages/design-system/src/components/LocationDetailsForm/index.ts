export * from './LocationDetailsForm.tsx';
