export * from './ComboBox.tsx';
