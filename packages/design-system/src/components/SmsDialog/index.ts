export * from './SmsDialog.tsx';
