export * from './TextField.tsx';
export * from './TextArea.tsx';
