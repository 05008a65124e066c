import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { expectDarkTheme } from '../../testing/theme.ts';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Location">
        <Tab id="details">Details</Tab>
        <Tab id="doors">Doors</Tab>
        <Tab id="audit">Audit log</Tab>
      </TabList>
      <TabPanel id="details">Name, address and opening hours.</TabPanel>
      <TabPanel id="doors">12 doors, 10 active.</TabPanel>
      <TabPanel id="audit">Every change, newest first.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Name, address and opening hours.');

    await userEvent.click(canvas.getByRole('tab', { name: 'Doors' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('doors');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 doors, 10 active.');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Name, address and opening hours.');
  },
};

/** A selected tab under the pointer keeps the selected colour (#0a6b57 in the light theme), not the hover one. */
export const HoveredSelectedTab: Story = {
  play: async ({ canvasElement }) => {
    const details = within(canvasElement).getByRole('tab', { name: 'Details' });
    await userEvent.hover(details);
    await expect(details).toHaveAttribute('data-hovered', 'true');
    // Past the colour's transition, which would still show the colour it starts from.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(getComputedStyle(details).color).toBe('rgb(10, 107, 87)');
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['audit'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const audit = canvas.getByRole('tab', { name: 'Audit log' });
    await expect(audit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(audit, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('audit');
    await expect(audit).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Name, address and opening hours.');
  },
};

const locationTabs = [
  { path: '/locations/12', label: 'Summary' },
  { path: '/locations/12/details', label: 'Details' },
  { path: '/locations/12/access-control', label: 'Access Control' },
  { path: '/locations/12/pricing', label: 'Pricing' },
  { path: '/locations/12/doors', label: 'Doors' },
  { path: '/locations/12/orders', label: 'Orders' },
];

/** Tabs that are routes: each tab a link to its page, the page's own route selected. */
export const RouteTabs: Story = {
  args: { selectedKey: '/locations/12/doors', keyboardActivation: 'manual' },
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Location" items={locationTabs}>
        {(tab) => (
          <Tab id={tab.path} href={tab.path}>
            {tab.label}
          </Tab>
        )}
      </TabList>
      <TabPanel id={args.selectedKey ?? undefined}>The page of the current route.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Summary',
      'Details',
      'Access Control',
      'Pricing',
      'Doors',
      'Orders',
    ]);
    await expect(tabs.map((tab) => tab.tagName)).toEqual(['A', 'A', 'A', 'A', 'A', 'A']);
    await expect(canvas.getByRole('tab', { name: 'Access Control' })).toHaveAttribute('href', '/locations/12/access-control');
    await expect(canvas.getByRole('tab', { name: 'Doors' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Doors' })).toHaveTextContent('The page of the current route.');

    // Focus alone goes nowhere: arrow keys move between the routes, Enter opens one.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Doors' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/locations/12/orders', undefined);

    await userEvent.click(canvas.getByRole('tab', { name: 'Pricing' }));
    await expect(navigate).toHaveBeenLastCalledWith('/locations/12/pricing', undefined);
    // The route decides the selection: it moves once the page passes the new selectedKey.
    await expect(canvas.getByRole('tab', { name: 'Doors' })).toHaveAttribute('aria-selected', 'true');
  },
};

const createTabs = [
  { path: '/locations/create', label: 'Details' },
  { path: '/locations/create/doors', label: 'Doors' },
  { path: '/locations/create/access-control', label: 'Access Control' },
  { path: '/locations/create/pricing', label: 'Pricing' },
];

/** The create page: the tabs after Details stay disabled until the location is saved. */
export const RouteTabsBeforeSaving: Story = {
  args: {
    selectedKey: '/locations/create',
    keyboardActivation: 'manual',
    disabledKeys: ['/locations/create/doors', '/locations/create/access-control', '/locations/create/pricing'],
  },
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="New location" items={createTabs}>
        {(tab) => (
          <Tab id={tab.path} href={tab.path}>
            {tab.label}
          </Tab>
        )}
      </TabList>
      <TabPanel id="/locations/create">The new location's details.</TabPanel>
    </Tabs>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Details' })).not.toHaveAttribute('aria-disabled');
    for (const name of ['Doors', 'Access Control', 'Pricing']) {
      await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    const doors = canvas.getByRole('tab', { name: 'Doors' });
    await userEvent.click(doors, { pointerEventsCheck: 0 });
    // The keyboard skips the disabled tabs: from Details there is nowhere to go.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('/locations/create/doors');
    await expect(doors).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const canvas = within(canvasElement);
    const details = canvas.getByRole('tab', { name: 'Details' });
    // The selected tab reads in the dark accent text colour (#5cd0b3).
    await expect(getComputedStyle(details).color).toBe('rgb(92, 208, 179)');
    await userEvent.click(details);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Doors' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 doors, 10 active.');
  },
};
