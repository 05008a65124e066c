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

export const RoutedTabs: Story = {
  args: { selectedKey: '/locations/12/doors' },
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Location">
        <Tab id="/locations/12" href="/locations/12">
          Details
        </Tab>
        <Tab id="/locations/12/doors" href="/locations/12/doors">
          Doors
        </Tab>
      </TabList>
      <TabPanel id="/locations/12">Name, address and opening hours.</TabPanel>
      <TabPanel id="/locations/12/doors">12 doors, 10 active.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('tab', { name: 'Details' });
    await expect(details).toHaveAttribute('href', '/locations/12');
    await expect(canvas.getByRole('tab', { name: 'Doors' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(details);
    await expect(navigate).toHaveBeenCalledWith('/locations/12', undefined);
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
