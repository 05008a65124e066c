import { Badge } from '../Badge/index.ts';
import { Switch } from '../Switch/index.ts';
import { statusCell, statusText } from './StatusCell.css.ts';

export interface StatusCellProps {
  isOn: boolean;
  /** The state's words, e.g. Active and Inactive. */
  onText: string;
  offText: string;
  /** Without it the state is a badge; with it, a switch named `switchLabel` that asks for the change. */
  onChange?: (isOn: boolean) => void;
  switchLabel: string;
}

/** A table row's on/off state (a location active, a door enabled): a switch for those who may change it, a badge otherwise. */
export function StatusCell({ isOn, onText, offText, onChange, switchLabel }: StatusCellProps) {
  const text = isOn ? onText : offText;
  if (!onChange) {
    return (
      <Badge tone={isOn ? 'success' : 'neutral'} dot>
        {text}
      </Badge>
    );
  }
  return (
    <span className={statusCell}>
      <Switch aria-label={switchLabel} isSelected={isOn} onChange={onChange} />
      <span className={statusText} aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
