export * from './ImagePicker.tsx';
