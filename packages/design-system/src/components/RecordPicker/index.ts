export * from './RecordPicker.tsx';
