export { KeyValueEditor, tagPairsAreValid, type KeyValueEditorProps } from './KeyValueEditor.tsx';
