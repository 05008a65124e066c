/** What a RichTextEditor takes; apart from the component, so that its lazily loaded body can name it too. */
export interface RichTextEditorProps {
  label: string;
  /** The text as HTML. It is sanitised as it is loaded; a new value (other than one this editor gave out) replaces the text. */
  value: string;
  /** Called on every edit with the text as sanitised HTML ("" when empty). */
  onChange(html: string): void;
  /**
   * Called when the text starts or stops differing from the value the editor last loaded (undoing every edit
   * makes it clean again). Mount the editor anew (a `key`) to measure from a new value, e.g. after a save.
   */
  onDirtyChange?(isDirty: boolean): void;
  isInvalid?: boolean;
  errorMessage?: string;
  description?: string;
  isReadOnly?: boolean;
}
