import { TextField } from '../TextField/TextField.tsx';
import { pickerPlaceholder } from './RecordPicker.css.ts';

export interface RecordPickerPlaceholderProps {
  label: string;
  placeholder?: string;
}

/**
 * A RecordPicker's place while its code loads (a page that loads the picker lazily): the same label, width and
 * placeholder, disabled, so the filters beside it do not move when the picker arrives.
 */
export function RecordPickerPlaceholder({ label, placeholder }: RecordPickerPlaceholderProps) {
  return <TextField label={label} placeholder={placeholder} isDisabled className={pickerPlaceholder} />;
}
