export * from './RichTextEditor.tsx';
