export * from './RecordPicker.tsx';
export * from './RecordPickerPlaceholder.tsx';
