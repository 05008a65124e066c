import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { chevronButton, input, inputBox } from '../ComboBox/ComboBox.css.ts';
import { field } from '../Field/Field.css.ts';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { check } from '../Select/Select.css.ts';
import {
  list,
  listMessage,
  option,
  optionDescription,
  optionGap,
  optionHeight,
  optionName,
  optionText,
  popover,
  pickerBox,
  pickerInput,
  spinner,
} from './RecordPicker.css.ts';
import type ListVirtualizerComponent from './ListVirtualizer.tsx';
import { useSearchText } from './useSearchText.ts';
import { composeClassName, cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';

/** A record to pick: its name is what the field shows and what typing matches; the description is a second line. */
export interface RecordPickerItem {
  id: Key;
  name: string;
  description?: string;
}

export interface RecordPickerProps {
  label: string;
  /** The options; with `onInputChange` they are the caller's answer for the typed text and are shown as given. */
  items: readonly RecordPickerItem[];
  selectedKey: Key | null;
  /** The chosen option's id, or null once the field is cleared (its text emptied, or the clear button). */
  onSelectionChange: (key: Key | null) => void;
  /**
   * Server search: called with the text as it is typed (and with an option's name once it is chosen). The
   * picker then filters nothing itself; without it, typing narrows `items` to the names containing the text.
   */
  onInputChange?: (text: string) => void;
  /** The caller is fetching the options: a spinner in the field, and the list says so while it is empty. */
  isLoading?: boolean;
  /** The options could not be loaded: the list says so. */
  loadError?: string | null;
  /** What an empty list says. */
  emptyText?: string;
  /** Under the options, e.g. that a search shows the first 50 of more. */
  listNote?: string;
  loadingText?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Shown while the field is invalid: given alone it makes the field invalid. */
  errorMessage?: string;
  /** Help under the field, replaced by the error while the field is invalid. */
  description?: ReactNode;
  placeholder?: string;
  autoFocus?: boolean;
  name?: string;
  className?: string;
  /** When the list opens by itself: as text is typed (the default), on focus too, or only on ArrowDown and the chevron. */
  menuTrigger?: 'input' | 'focus' | 'manual';
  onOpenChange?: (isOpen: boolean) => void;
}

/** Lists longer than this render only the options in view (React Aria's Virtualizer), loaded with the first one. */
export const recordPickerVirtualizeAbove = 100;

const ignoreText = () => {};

let listVirtualizer: { default: typeof ListVirtualizerComponent } | null = null;
const loadListVirtualizer = () => import('./ListVirtualizer.tsx').then((module) => (listVirtualizer = module));

/**
 * The virtualizer's module, loaded as soon as a long list is given, so that it is there when the list opens.
 * Not React.lazy: React Aria builds the options from the list inside the field, and a list that suspends
 * would have none while it loads.
 */
function useListVirtualizer(isLong: boolean) {
  const [loaded, setLoaded] = useState(listVirtualizer);
  useEffect(() => {
    if (isLong && !loaded) void loadListVirtualizer().then(setLoaded);
  }, [isLong, loaded]);
  return loaded?.default ?? null;
}

/**
 * Pick one user, client or location among thousands: type part of its name, or open the list with the
 * chevron or ArrowDown. Only an option can be chosen; emptying the text (or the clear button) chooses none.
 */
export function RecordPicker({
  label,
  items,
  selectedKey,
  onSelectionChange,
  onInputChange,
  isLoading = false,
  loadError = null,
  emptyText = 'No results found.',
  listNote,
  loadingText = 'Loading…',
  errorMessage,
  isInvalid,
  description,
  placeholder,
  className,
  ...props
}: RecordPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useSearchText({ items, selectedKey, onSelectionChange, onInputChange: onInputChange ?? ignoreText });
  const clear = onInputChange ? search.clear : () => onSelectionChange(null);
  const latestClear = useRef(clear);
  useLayoutEffect(() => {
    latestClear.current = clear;
  });
  const isLong = items.length > recordPickerVirtualizeAbove;
  const hasItems = items.length > 0;
  const withDescription = useMemo(() => items.some((item) => item.description), [items]);
  const canClear = selectedKey !== null && !props.isDisabled && !props.isReadOnly;

  const ListVirtualizer = useListVirtualizer(isLong);

  // React Aria builds the collection from what this function renders, and builds it again whenever the
  // function changes: kept the same while only the selection or the text changes, typing in ten thousand
  // options does not rebuild them.
  const fieldParts = useCallback(
    ({ isInvalid: showsError, isOpen }: { isInvalid: boolean; isOpen: boolean }) => {
      const rowHeight = withDescription ? optionHeight.withDescription : optionHeight.plain;
      const renderOption = (item: RecordPickerItem) => (
        <ListBoxItem id={item.id} textValue={item.name} className={option({ withDescription })}>
          {/* The option's name is all it shows (axe: the visible text is part of the name): a user's e-mail
            tells two of the same name apart for a screen reader too. */}
          <Text slot="label" className={optionText}>
            <span className={optionName} title={item.name}>
              {item.name}
            </span>
            {item.description && (
              <>
                {' '}
                <span className={optionDescription} title={item.description}>
                  {item.description}
                </span>
              </>
            )}
          </Text>
          <Icon name="check" size={16} className={check} />
        </ListBoxItem>
      );
      const listBox = (virtualized: boolean) => (
        <ListBox<RecordPickerItem>
          className={list({ virtualized })}
          renderEmptyState={() => (
            <div className={listMessage({ tone: loadError ? 'danger' : 'neutral' })}>
              {loadError ?? (isLoading ? loadingText : emptyText)}
            </div>
          )}
        >
          {renderOption}
        </ListBox>
      );
      return (
        <>
          <FieldLabel>{label}</FieldLabel>
          <Group className={cx(inputBox, pickerBox)}>
            <Input ref={inputRef} className={cx(input, pickerInput)} placeholder={placeholder} />
            <span role="status" className={visuallyHidden}>
              {isLoading ? loadingText : ''}
            </span>
            {isLoading && <span className={spinner} aria-hidden="true" />}
            {canClear && (
              // Not the combo box's own button (that one opens the list): a button of its own, out of the tab
              // order like the chevron, as emptying the text clears the field from the keyboard.
              <ButtonContext.Provider value={null}>
                <AriaButton
                  className={chevronButton}
                  aria-label={`Clear ${label}`}
                  excludeFromTabOrder
                  onPress={() => {
                    latestClear.current();
                    inputRef.current?.focus();
                  }}
                >
                  <Icon name="x" size={16} />
                </AriaButton>
              </ButtonContext.Provider>
            )}
            <AriaButton className={chevronButton}>
              <Icon name="chevron-down" size={16} />
            </AriaButton>
          </Group>
          {description && !showsError && <FieldDescription>{description}</FieldDescription>}
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
          <Popover className={popover}>
            {/* React Aria hides the rest of the page from screen readers while the list is open: the field's
                status is then not heard, this one is. */}
            <span role="status" className={visuallyHidden}>
              {isLoading ? loadingText : ''}
            </span>
            {loadError && hasItems && (
              <div role="alert" className={listMessage({ tone: 'danger' })}>
                {loadError}
              </div>
            )}
            {/* A long list is always virtualized once the virtualizer is there, even as it closes (drawn once
                more, all its options would be). Before, it is drawn only where React Aria reads the options
                (isOpen is false there), and an open one says it is loading. */}
            {!isLong ? (
              listBox(false)
            ) : ListVirtualizer ? (
              <ListVirtualizer rowHeight={rowHeight} gap={optionGap}>
                {listBox(true)}
              </ListVirtualizer>
            ) : isOpen ? (
              <div className={listMessage({ tone: 'neutral' })}>{loadingText}</div>
            ) : (
              listBox(false)
            )}
            {/* The note is about the options shown: not while the next ones load. */}
            {listNote && hasItems && !isLoading && <div className={listMessage({ tone: 'note' })}>{listNote}</div>}
          </Popover>
        </>
      );
    },
    [
      label,
      placeholder,
      description,
      errorMessage,
      isLoading,
      loadError,
      emptyText,
      loadingText,
      canClear,
      isLong,
      ListVirtualizer,
      hasItems,
      withDescription,
      listNote,
    ],
  );

  return (
    <AriaComboBox
      {...props}
      {...(onInputChange
        ? {
            items,
            inputValue: search.inputValue,
            onInputChange: search.onInputChange,
            onSelectionChange: search.onSelectionChange,
          }
        : { defaultItems: items, onSelectionChange })}
      selectedKey={selectedKey}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      allowsEmptyCollection
      className={composeClassName(field, className)}
    >
      {fieldParts}
    </AriaComboBox>
  );
}
