import type { ReactNode } from 'react';
import type { RecordPickerProps } from '@velo/design-system';

/** What every picker takes: the chosen record's id (null for none) and the field's texts and states. */
export interface PickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
  isRequired?: boolean;
  /** Shown while the field is invalid: given alone it makes the field invalid. */
  errorMessage?: string;
  description?: ReactNode;
  placeholder?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
}

/** The id a picker's option stands for. */
export const pickedId = (key: RecordPickerProps['selectedKey']): number | null => (key === null ? null : Number(key));
