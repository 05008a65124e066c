import { Suspense } from 'react';
import { onDemand } from '../../lazy/onDemand.ts';
import { Icon } from '../Icon/Icon.tsx';
import { label as labelStyle } from '../Field/Field.css.ts';
import type { SelectProps } from './Select.tsx';
import { selectField, trigger, value as valueStyle } from './Select.css.ts';

const select = onDemand(() => import('./Select.tsx').then((module) => module.Select));

/**
 * The Select, with its list box, popover and positioning loaded once the page has drawn rather than with it: for a
 * control that sits closed on a first screen (a list's "Rows per page"). Until then it draws as the closed select,
 * in the same place and size; hovering or focusing it fetches the code, pressing it opens the list once loaded.
 */
export function SelectOnDemand(props: SelectProps) {
  const { isWanted, wantedByUser, preload, want } = select.useOnDemand();
  const closed = <ClosedSelect {...props} onReach={preload} onPress={want} />;
  if (!isWanted) return closed;
  return (
    <Suspense fallback={closed}>
      <select.Component {...props} defaultOpen={wantedByUser || props.defaultOpen} />
    </Suspense>
  );
}

interface ClosedSelectProps extends SelectProps {
  onReach: () => void;
  onPress: () => void;
}

function ClosedSelect({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  size = 'md',
  labelPlacement = 'top',
  onReach,
  onPress,
}: ClosedSelectProps) {
  const chosen = items.find((item) => item.id === (selectedKey ?? defaultSelectedKey));
  return (
    <div className={selectField({ labelPlacement })}>
      <span className={labelStyle}>{label}</span>
      <button
        type="button"
        className={trigger({ size })}
        aria-label={`${chosen?.label ?? ''} ${label}`}
        onPointerEnter={onReach}
        onFocus={onReach}
        onClick={onPress}
      >
        <span className={valueStyle}>{chosen?.label}</span>
        <Icon name="chevron-down" size={16} />
      </button>
    </div>
  );
}
