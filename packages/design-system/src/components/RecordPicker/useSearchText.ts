import { useState } from 'react';
import type { Key } from 'react-aria-components';

/** What the text needs of an option: the picker's options have more. */
interface NamedOption {
  id: Key;
  name: string;
}

interface SearchTextOptions {
  items: readonly NamedOption[];
  selectedKey: Key | null;
  onSelectionChange: (key: Key | null) => void;
  onInputChange: (text: string) => void;
}

/**
 * The text of a picker whose options the caller searches for. React Aria writes the chosen option's name
 * into the field from the options it has, but a search's options change with the text: the chosen one is
 * soon not among them, and leaving the field would empty it. So the picker keeps the text itself, and
 * remembers the chosen option's name: choosing, leaving the field or Escape put it back, and emptying
 * the text chooses none.
 */
export function useSearchText({ items, selectedKey, onSelectionChange, onInputChange }: SearchTextOptions) {
  const listed = selectedKey === null ? undefined : items.find((item) => item.id === selectedKey);
  const [known, setKnown] = useState<NamedOption | null>(listed ?? null);
  if (listed && (listed.id !== known?.id || listed.name !== known.name)) setKnown(listed);
  const selected = listed ?? (known?.id === selectedKey ? known : null);
  // Null while the chosen option has not been among the options yet (its name is not known).
  const selectedName = selectedKey === null ? '' : (selected?.name ?? null);

  const [text, setText] = useState(selectedName ?? '');
  // A selection made elsewhere (the form's initial value, a reset) shows its name once it is known.
  const [shownName, setShownName] = useState(selectedName);
  if (selectedName !== null && selectedName !== shownName) {
    setShownName(selectedName);
    setText(selectedName);
  }

  const changeText = (typed: string) => {
    setText(typed);
    onInputChange(typed);
  };

  return {
    inputValue: text,
    onInputChange: (typed: string) => {
      changeText(typed);
      if (typed === '' && selectedKey !== null) onSelectionChange(null);
    },
    onSelectionChange: (key: Key | null) => {
      // React Aria calls with the chosen option again, or with null when that option is not among the
      // options any more, to put its name back (leaving the field, Escape): only emptying the text clears.
      if (key === null || key === selectedKey) {
        changeText(selected?.name ?? '');
        return;
      }
      const chosen = items.find((item) => item.id === key);
      if (chosen) setKnown(chosen);
      changeText(chosen?.name ?? '');
      onSelectionChange(key);
    },
    clear: () => {
      changeText('');
      onSelectionChange(null);
    },
  };
}
