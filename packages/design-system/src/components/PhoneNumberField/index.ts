export * from './PhoneNumberField.tsx';
