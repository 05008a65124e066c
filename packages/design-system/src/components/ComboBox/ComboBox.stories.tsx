import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxProps } from './ComboBox.tsx';

const locationNames = [
  'Aker Brygge',
  'Bergen Sykkelhotell',
  'Bislett Stadion',
  'Bodø Stasjon',
  'Bryggen',
  'Drammen Sykkelparkering',
  'Fredrikstad Torv',
  'Grünerløkka',
  'Hamar Stasjon',
  'Jernbanetorget',
  'Kristiansand Sykkelhus',
  'Lillehammer Skysstasjon',
  'Majorstuen',
  'Molde Sentrum',
  'Nationaltheatret',
  'Nydalen',
  'Sandvika Sykkelhotell',
  'Skøyen',
  'Stavanger Sentrum',
  'Storo',
  'Tromsø Havn',
  'Trondheim Sykkelparkering',
  'Tønsberg Brygge',
  'Ålesund Sentrum',
];
const locations = [
  { id: 'all', label: 'All' },
  ...locationNames.map((name, index) => ({ id: String(101 + index), label: name })),
];

/** Holds the selection as a page would, and reports each change to the story's `fn()`. */
function SelectedLocation(args: ComboBoxProps) {
  const [selectedKey, setSelectedKey] = useState(args.selectedKey);
  return (
    <ComboBox
      {...args}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        setSelectedKey(key);
        args.onSelectionChange?.(key);
      }}
    />
  );
}

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: {
    label: 'Location',
    items: locations,
    selectedKey: 'all',
    placeholder: 'Type a location',
    onSelectionChange: fn(),
  },
  render: (args) => <SelectedLocation {...args} />,
  argTypes: { menuTrigger: { control: 'inline-radio', options: ['input', 'focus', 'manual'] } },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** All selected among 24 locations; the chevron lists them all, Escape closes the list. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const body = bodyOf(canvasElement);
    const input = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await expect(input).toHaveValue('All');

    await step('the chevron shows every option, the selected one marked', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
      const listbox = await body.findByRole('listbox');
      await expect(within(listbox).getAllByRole('option')).toHaveLength(25);
      await expect(within(listbox).getByRole('option', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    });
  },
};

/** ArrowDown opens the list at its first option and moves on, Enter picks, Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const input = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option', { name: 'All' }).id),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option', { name: 'Aker Brygge' }).id),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('101');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Aker Brygge');

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Aker Brygge');
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
  },
};

/** Escape closes the list and puts back the selected option's name. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const input = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('sentrum');
    await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('All');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** Typing narrows the list to the names containing the text, whatever the case; a click picks. */
export const Filtering: Story = {
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const input = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await userEvent.clear(input);
    await userEvent.type(input, 'sykkel');
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Bergen Sykkelhotell',
        'Drammen Sykkelparkering',
        'Kristiansand Sykkelhus',
        'Sandvika Sykkelhotell',
        'Trondheim Sykkelparkering',
      ]),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kristiansand Sykkelhus' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('111');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Kristiansand Sykkelhus');
  },
};

/** Text that matches nothing says so; leaving the field puts back the selected option's name. */
export const NoMatches: Story = {
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const input = within(canvasElement).getByRole('combobox', { name: 'Location' });
    // Typed over the selected text: the field never empties, which would clear the selection.
    await userEvent.tripleClick(input);
    await userEvent.keyboard('Paris');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toHaveTextContent('No matches');
    await expect(within(listbox).queryAllByRole('option', { name: /Paris/ })).toHaveLength(0);

    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('All');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith(expect.anything());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await expect(input).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: /Show suggestions/ })).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }), { pointerEventsCheck: 0 });
    await expect(bodyOf(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: {
    selectedKey: null,
    description: 'The diagnostics of this location are shown.',
    errorMessage: 'Choose a location.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a location.');
    await expect(within(canvasElement).queryByText('The diagnostics of this location are shown.')).not.toBeInTheDocument();
  },
};

/** The list left open, so the accessibility checks after the story see the popover and its options. */
export const ListOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    await waitFor(() => expect(bodyOf(canvasElement).getByRole('listbox')).toBeVisible());
  },
};
