import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardPeriod, diagnosticsPeriod } from '@velo/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { PeriodTabs, type PeriodTabsProps } from './PeriodTabs.tsx';

/** The page keeps the period, as the diagnostics pages keep it in their filter. */
function PeriodTabsOnAPage<V extends string | number>(props: PeriodTabsProps<V>) {
  const [period, setPeriod] = useState<V>(props.selectedKey);
  return (
    <PeriodTabs
      {...props}
      selectedKey={period}
      onSelectionChange={(next) => {
        setPeriod(next);
        props.onSelectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/PeriodTabs',
  component: PeriodTabs,
  args: {
    periods: diagnosticsPeriod.options,
    selectedKey: 1,
    onSelectionChange: fn(),
    children: 'The doors’ diagnostics for the period.',
  },
  render: (args) => <PeriodTabsOnAPage {...args} />,
} satisfies Meta<typeof PeriodTabs<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = ['All time', 'Today', 'This week', 'This month', 'Custom range'];

/** Today, as the diagnostics pages open. */
export const Today: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Period' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabNames);
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Today' })).toHaveTextContent('The doors’ diagnostics for the period.');
    // WCAG 2.2's smallest target (2.5.8): each tab takes a click on at least 24 × 24 px.
    for (const tab of canvas.getAllByRole('tab')) {
      const { width, height } = tab.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
  },
};

export const ChooseWithThePointer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'This month' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('tab', { name: 'This month' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Custom range' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('tabpanel', { name: 'Custom range' })).toHaveTextContent(
      'The doors’ diagnostics for the period.',
    );
  },
};

/** Tab into the list at the selected period; the arrow keys choose, Home and End go to the ends. */
export const ChooseWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Custom range' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(0);
  },
};

/** The page chose the custom range (from its filter). */
export const CustomRange: Story = {
  args: { selectedKey: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Custom range' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'false');
  },
};

/** While the page loads, say: nothing can be chosen. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const thisWeek = canvas.getByRole('tab', { name: 'This week' });
    await expect(thisWeek).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(thisWeek, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ args, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const canvas = within(canvasElement);
    // The selected tab reads in the dark accent text colour (#5cd0b3).
    await expect(getComputedStyle(canvas.getByRole('tab', { name: 'Today' })).color).toBe('rgb(92, 208, 179)');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(0);
    // Once the colour's short transition is over.
    await waitFor(() => expect(getComputedStyle(canvas.getByRole('tab', { name: 'All time' })).color).toBe('rgb(92, 208, 179)'));
  },
};

/** The dashboard's eight periods, Today first; the arrow keys reach Custom range at the end. */
export const DashboardPeriods: Story = {
  args: {
    periods: dashboardPeriod.options,
    selectedKey: 0,
    children: 'The dashboard’s cards for the period.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Today',
      'Yesterday',
      'This week',
      'Last week',
      'This month',
      'Last month',
      'All time',
      'Custom range',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Last month' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('tabpanel', { name: 'Last month' })).toHaveTextContent('The dashboard’s cards for the period.');
    await userEvent.keyboard('{End}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByRole('tab', { name: 'Custom range' })).toHaveAttribute('aria-selected', 'true');
  },
};
