import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Select } from '../Select/Select.tsx';
import { darkSurface, expectDarkTheme } from '../../testing/theme.ts';
import { FilterBar } from './FilterBar.tsx';

const onClient = fn();
const onName = fn();
const onClear = fn();

const controls = (
  <>
    <Checkbox>Show all locations</Checkbox>
    <Select
      label="Client"
      items={[
        { id: 'all', label: 'All clients' },
        { id: '7', label: 'Bergen Sykkelparkering' },
      ]}
      defaultSelectedKey="all"
      onSelectionChange={onClient}
    />
    <SearchField label="Location name" onChange={onName} />
    <SearchField label="Door access key" />
    <Button variant="ghost" onPress={onClear}>
      Clear filters
    </Button>
  </>
);

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  args: { label: 'Filter locations', children: controls },
  beforeEach: () => {
    onClient.mockClear();
    onName.mockClear();
    onClear.mockClear();
  },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const group = within(canvasElement).getByRole('group', { name: 'Filter locations' });
    const filters = within(group);

    await userEvent.type(filters.getByRole('searchbox', { name: 'Location name' }), 'Bryggen');
    await expect(onName).toHaveBeenLastCalledWith('Bryggen');
    await userEvent.click(filters.getByRole('button', { name: /Client/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Bergen Sykkelparkering' }));
    await expect(onClient).toHaveBeenCalledWith('7');
    await userEvent.click(filters.getByText('Show all locations'));
    await expect(filters.getByRole('checkbox', { name: 'Show all locations' })).toBeChecked();
    await userEvent.type(filters.getByRole('searchbox', { name: 'Door access key' }), 'K-1122');
    await expect(filters.getByRole('searchbox', { name: 'Door access key' })).toHaveValue('K-1122');
    await userEvent.click(filters.getByRole('button', { name: 'Clear filters' }));
    await expect(onClear).toHaveBeenCalledOnce();
  },
};

export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Filter locations' });
    const first = within(group).getByRole('searchbox', { name: 'Location name' });
    const last = within(group).getByRole('button', { name: 'Clear filters' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};

/** The bar is painted with the dark theme's surface, not left on the canvas. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const group = within(canvasElement).getByRole('group', { name: 'Filter locations' });
    await expect(getComputedStyle(group).backgroundColor).toBe(darkSurface);
  },
};
