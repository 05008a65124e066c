import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, selectLabelPlacements, selectSizes } from './Select.tsx';

const clients = [
  { id: 'all', label: 'All clients' },
  { id: '7', label: 'Bergen Sykkelparkering' },
  { id: '12', label: 'Oslo Bysykkel' },
  { id: '31', label: 'Trondheim Kommune' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Client', items: clients, placeholder: 'Choose a client', onSelectionChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: selectSizes },
    labelPlacement: { control: 'inline-radio', options: selectLabelPlacements },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Client/ });
    await expect(trigger).toHaveTextContent('Choose a client');

    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Oslo Bysykkel' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('12');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Oslo Bysykkel');
  },
};

export const Keyboard: Story = {
  args: { selectedKey: 'all' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Client/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'All clients' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('7');
  },
};

export const Selected: Story = {
  args: { selectedKey: '31' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Client/ })).toHaveTextContent('Trondheim Kommune');
  },
};

export const WithDescription: Story = {
  args: { description: 'Only locations of this client are listed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Client/ })).toHaveAccessibleDescription(
      'Only locations of this client are listed.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Client/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose the client this location belongs to.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose the client this location belongs to.')).toBeVisible();
  },
};

export const SideLabel: Story = {
  args: {
    label: 'Rows per page',
    size: 'sm',
    labelPlacement: 'side',
    items: [10, 25, 50, 100].map((size) => ({ id: size, label: String(size) })),
    selectedKey: 10,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await body.findByRole('option', { name: '50' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(50);
  },
};

/** The list left open over the page, the chosen client marked. */
export const OpenList: Story = {
  args: { selectedKey: '7' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Client/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'Bergen Sykkelparkering' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
