import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { virtualizeUnderVitest } from '../../testing/virtualizer.ts';
import { RecordPicker, recordPickerVirtualizeAbove, type RecordPickerItem, type RecordPickerProps } from './RecordPicker.tsx';
import { RecordPickerPlaceholder } from './RecordPickerPlaceholder.tsx';

const clients: RecordPickerItem[] = [
  { id: 1, name: 'Oslo Kommune', description: 'post@oslo.kommune.no' },
  { id: 2, name: 'Bergen Sykkelforening', description: 'hei@bergensykkel.no' },
  { id: 3, name: 'Trondheim Parkering AS', description: 'kontakt@trondheimparkering.no' },
  {
    id: 4,
    name: 'Statens vegvesen, Region Øst — sykkelparkering ved stasjoner og knutepunkter i Viken og Innlandet',
    description: 'firmapost@vegvesen.no',
  },
  { id: 5, name: 'Stavanger Sentrum', description: 'sentrum@stavanger.no' },
];

const tenThousand: RecordPickerItem[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  name: `Location ${String(index + 1).padStart(5, '0')}`,
}));

/** Holds the selection as a form would, and reports each change to the story's `fn()`. */
function Picker(args: RecordPickerProps) {
  const [selectedKey, setSelectedKey] = useState(args.selectedKey);
  return (
    <div style={{ maxWidth: 360 }}>
      <RecordPicker
        {...args}
        selectedKey={selectedKey}
        onSelectionChange={(key) => {
          setSelectedKey(key);
          args.onSelectionChange(key);
        }}
      />
    </div>
  );
}

const firstNames = ['Kari', 'Ola', 'Ingrid', 'Lars', 'Nora', 'Emil', 'Sofie', 'Jonas'];
const lastNames = ['Nordmann', 'Hansen', 'Johansen', 'Olsen', 'Larsen', 'Berg', 'Haugen', 'Dahl'];
const endUsers: RecordPickerItem[] = Array.from({ length: 5_000 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % 8]} ${lastNames[Math.floor(index / 8) % 8]}`,
  description: `user${index + 1}@example.com`,
}));

/** Searches the five thousand as a server would: the first 50 matches, 200 ms after the text changes. */
function SearchingPicker(args: RecordPickerProps) {
  const [selectedKey, setSelectedKey] = useState(args.selectedKey);
  const [text, setText] = useState('');
  const [found, setFound] = useState<RecordPickerItem[]>([]);
  const [matches, setMatches] = useState(0);
  const [isLoading, setLoading] = useState(true);
  const answered = useRef('');
  useEffect(() => {
    const timer = setTimeout(() => {
      answered.current = text;
      const matching = endUsers.filter((user) => user.name.toLowerCase().includes(text.toLowerCase()));
      setFound(matching.slice(0, 50));
      setMatches(matching.length);
      setLoading(false);
    }, 200);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div style={{ maxWidth: 360 }}>
      <RecordPicker
        {...args}
        items={found}
        isLoading={isLoading}
        listNote={matches > found.length ? `The first ${found.length} of ${matches}: type more to narrow them.` : undefined}
        selectedKey={selectedKey}
        onSelectionChange={(key) => {
          setSelectedKey(key);
          args.onSelectionChange(key);
        }}
        onInputChange={(typed) => {
          args.onInputChange?.(typed);
          setText(typed);
          setLoading(typed !== answered.current);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/RecordPicker',
  component: RecordPicker,
  args: {
    label: 'Client',
    items: clients,
    selectedKey: null,
    placeholder: 'Type a client’s name',
    onSelectionChange: fn(),
  },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof RecordPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const comboBox = (canvasElement: HTMLElement, name = 'Client') => within(canvasElement).getByRole('combobox', { name });
const optionNames = (listbox: HTMLElement) =>
  within(listbox)
    .queryAllByRole('option')
    .map((element) => element.querySelector('[title]')?.textContent);

/** Typing narrows the list to the names containing the text; a click picks; the name and e-mail both show. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const body = bodyOf(canvasElement);
    const input = comboBox(canvasElement);
    await expect(input).toHaveValue('');

    await step('typing narrows, whatever the case', async () => {
      await userEvent.type(input, 'sYKKEL');
      const listbox = await body.findByRole('listbox');
      await waitFor(() =>
        expect(optionNames(listbox)).toEqual([
          'Bergen Sykkelforening',
          'Statens vegvesen, Region Øst — sykkelparkering ved stasjoner og knutepunkter i Viken og Innlandet',
        ]),
      );
      // The e-mail shows under the name, and is read with it.
      await expect(within(listbox).getByRole('option', { name: 'Bergen Sykkelforening hei@bergensykkel.no' })).toBeVisible();
    });

    await step('a click picks the option and closes the list', async () => {
      await userEvent.click(body.getByRole('option', { name: /^Bergen Sykkelforening/ }));
      await expect(args.onSelectionChange).toHaveBeenCalledWith(2);
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(input).toHaveValue('Bergen Sykkelforening');
    });
  },
};

/** The chosen client shows by name; the chevron lists every option, the chosen one marked; a long name is cut short with its whole text as a title. */
export const WithSelection: Story = {
  args: { selectedKey: 4 },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const input = comboBox(canvasElement);
    await expect(input).toHaveValue(clients[3]!.name);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(clients.length);
    const chosen = within(listbox).getByRole('option', { name: new RegExp(`^${clients[3]!.name}`) });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    const name = chosen.querySelector<HTMLElement>('[title]')!;
    await expect(name).toHaveAttribute('title', clients[3]!.name);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Tab reaches the field; ArrowDown opens the list at its first option and moves on; Enter picks. */
export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const input = comboBox(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option', { name: /^Oslo Kommune/ }).id),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        within(listbox).getByRole('option', { name: /^Trondheim Parkering AS/ }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Trondheim Parkering AS');
    await expect(input).toHaveFocus();
  },
};

/** Emptying the text chooses none; so does the clear button, which gives the field its focus back. */
export const Clearing: Story = {
  args: { selectedKey: 1 },
  play: async ({ args, canvasElement, step }) => {
    const input = comboBox(canvasElement);
    await expect(input).toHaveValue('Oslo Kommune');

    await step('emptying the text', async () => {
      await userEvent.clear(input);
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);
      await userEvent.tab();
      await expect(input).toHaveValue('');
      await expect(within(canvasElement).queryByRole('button', { name: 'Clear Client' })).not.toBeInTheDocument();
    });

    await step('the clear button', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(1);
      await expect(input).toHaveValue('Oslo Kommune');
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear Client' }));
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);
      await expect(input).toHaveValue('');
      await expect(input).toHaveFocus();
    });
  },
};

/** The caller is searching: a spinner in the field, announced, and the list says it is loading while empty. */
export const Loading: Story = {
  args: { items: [], isLoading: true, onInputChange: fn() },
  play: async ({ args, canvasElement }) => {
    const input = comboBox(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await userEvent.type(input, 'osl');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('osl');
    const listbox = await bodyOf(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('Loading…');
    await expect(listbox).not.toHaveTextContent('No results found.');
  },
};

/** A search that finds nothing says so, in the words of the product's empty lists. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = comboBox(canvasElement);
    await userEvent.type(input, 'Paris');
    const listbox = await bodyOf(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('No results found.');
    await expect(within(listbox).queryAllByRole('option', { name: /Paris/ })).toHaveLength(0);
    await userEvent.tab();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** The options could not be loaded: the list says why instead of claiming there are none. */
export const LoadError: Story = {
  args: { items: [], loadError: 'The clients could not be loaded.', onInputChange: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    const listbox = await bodyOf(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('The clients could not be loaded.');
    await expect(listbox).not.toHaveTextContent('No results found.');
  },
};

/** A client administrator's client is fixed: shown, but neither typed in nor opened, nor cleared. */
export const DisabledFixedClient: Story = {
  args: { selectedKey: 3, isDisabled: true },
  play: async ({ canvasElement }) => {
    const input = comboBox(canvasElement);
    await expect(input).toHaveValue('Trondheim Parkering AS');
    await expect(input).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: /Show suggestions/ })).toBeDisabled();
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear Client' })).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }), { pointerEventsCheck: 0 });
    await expect(bodyOf(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Read only: the name can be read and selected, not changed. */
export const ReadOnly: Story = {
  args: { selectedKey: 1, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = comboBox(canvasElement);
    await expect(input).toHaveAttribute('readonly');
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear Client' })).not.toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(bodyOf(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required', description: 'The client the location belongs to.' },
  play: async ({ canvasElement }) => {
    const input = comboBox(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('This field is required');
    await expect(within(canvasElement).queryByText('The client the location belongs to.')).not.toBeInTheDocument();
  },
};

let mostOptionsAdded = 0;

/**
 * Ten thousand locations: the open list holds only the options in view (and a few around), scrolling
 * draws the ones it reaches, and typing narrows all ten thousand.
 */
export const TenThousandOptions: Story = {
  beforeEach: () => {
    const restore = virtualizeUnderVitest();
    // Whatever the list does (open, scroll, close, narrow), it never draws more than a window of options,
    // not even for a moment: counted in every batch of nodes added to the page.
    mostOptionsAdded = 0;
    const observer = new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is Element => node instanceof Element)
        .reduce(
          (count, node) => count + (node.matches('[role="option"]') ? 1 : 0) + node.querySelectorAll('[role="option"]').length,
          0,
        );
      mostOptionsAdded = Math.max(mostOptionsAdded, added);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      restore();
    };
  },
  args: { label: 'Location', items: tenThousand, placeholder: 'Type a location’s name' },
  play: async ({ args, canvasElement, step }) => {
    const body = bodyOf(canvasElement);
    const input = comboBox(canvasElement, 'Location');
    await expect(tenThousand.length).toBeGreaterThan(recordPickerVirtualizeAbove);

    await step('the open list draws a few dozen options', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
      const listbox = await body.findByRole('listbox');
      await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Location 00001' })).toBeVisible());
      const drawn = within(listbox).getAllByRole('option').length;
      await expect(drawn).toBeGreaterThan(3);
      await expect(drawn).toBeLessThan(50);
      await expect(within(listbox).getByRole('option', { name: 'Location 00001' })).toHaveAttribute('aria-setsize', '10000');
    });

    await step('scrolling to the end draws the last options only', async () => {
      const listbox = body.getByRole('listbox');
      listbox.scrollTop = listbox.scrollHeight;
      await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Location 10000' })).toBeInTheDocument());
      await expect(within(listbox).queryByRole('option', { name: 'Location 00001' })).not.toBeInTheDocument();
      await expect(within(listbox).getAllByRole('option').length).toBeLessThan(50);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    });

    await step('typing narrows the ten thousand', async () => {
      await userEvent.type(input, '0999');
      const listbox = await body.findByRole('listbox');
      await waitFor(() =>
        expect(optionNames(listbox)).toEqual([
          'Location 00999',
          'Location 09990',
          'Location 09991',
          'Location 09992',
          'Location 09993',
          'Location 09994',
          'Location 09995',
          'Location 09996',
          'Location 09997',
          'Location 09998',
          'Location 09999',
        ]),
      );
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await expect(args.onSelectionChange).toHaveBeenCalledWith(9990);
      await expect(input).toHaveValue('Location 09990');
    });

    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(mostOptionsAdded).toBeGreaterThan(0);
    await expect(mostOptionsAdded).toBeLessThan(150);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { selectedKey: 2 },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    const listbox = await bodyOf(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    // The panel is portalled into <body>, and still takes the dark theme's raised surface (#1b242d).
    await expect(getComputedStyle(listbox.parentElement!).backgroundColor).toBe('rgb(27, 36, 45)');
  },
};

/**
 * The caller searches a server (here five thousand users, 200 ms away): the list shows its answer for
 * the text. The chosen user's name stays in the field while other text is typed and left, although the
 * answer no longer holds that user; emptying the text chooses none.
 */
export const ServerSearch: Story = {
  args: { label: 'User', placeholder: 'Type a name or an e-mail address', onInputChange: fn() },
  render: (args) => <SearchingPicker {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const body = bodyOf(canvasElement);
    const input = comboBox(canvasElement, 'User');

    await step('the answer for the typed text, while the spinner says it is loading', async () => {
      await userEvent.type(input, 'haug');
      await expect(args.onInputChange).toHaveBeenLastCalledWith('haug');
      const listbox = await body.findByRole('listbox');
      const status = within(listbox.parentElement!).getByRole('status');
      await expect(status).toHaveTextContent('Loading…');
      await waitFor(() => expect(status).toBeEmptyDOMElement());
      const names = optionNames(listbox);
      await expect(names.length).toBe(50);
      await expect(names.every((name) => name?.endsWith(' Haugen'))).toBe(true);
      await expect(listbox.parentElement).toHaveTextContent('The first 50 of 624: type more to narrow them.');
    });

    await step('a pick keeps its name while other text is typed and left', async () => {
      await userEvent.click(body.getByRole('option', { name: 'Kari Haugen user49@example.com' }));
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(49);
      await expect(input).toHaveValue('Kari Haugen');
      await userEvent.tripleClick(input);
      await userEvent.keyboard('zzz');
      await waitFor(() => expect(body.getByRole('listbox')).toHaveTextContent('No results found.'));
      await userEvent.tab();
      await expect(input).toHaveValue('Kari Haugen');
      await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    });

    await step('Escape puts the name back too; emptying the text chooses none', async () => {
      await userEvent.tripleClick(input);
      await userEvent.keyboard('ola');
      await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveValue('Kari Haugen');
      await userEvent.tripleClick(input);
      await userEvent.keyboard('{Backspace}');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);
      await userEvent.tab();
      await expect(input).toHaveValue('');
    });
  },
};

/**
 * While a page loads the picker lazily, `RecordPickerPlaceholder` holds its place: disabled, with the same label and
 * placeholder, and as wide as the picker, so the filters beside it do not move when the picker arrives.
 */
export const Placeholder: Story = {
  args: { placeholder: 'All clients' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 }}>
      <RecordPickerPlaceholder label="Client" placeholder="All clients" />
      <Picker {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const placeholder = within(canvasElement).getByRole('textbox', { name: 'Client' });
    await expect(placeholder).toBeDisabled();
    await expect(placeholder).toHaveAttribute('placeholder', 'All clients');
    const pickerBox = comboBox(canvasElement).closest('[role="group"]');
    await expect(pickerBox).not.toBeNull();
    await expect(placeholder.getBoundingClientRect().width).toBe(pickerBox!.getBoundingClientRect().width);
  },
};
