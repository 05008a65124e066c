import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { BarChart, type BarChartDatum } from './BarChart.tsx';

// Orders a day at the bike parkings in October 2026: busy weekdays, quieter weekends, a wet week in the middle.
const october: BarChartDatum[] = Array.from({ length: 31 }, (_, index) => {
  const weekday = (index + 3) % 7; // 1 October 2026 was a Thursday.
  const base = weekday >= 5 ? 64 : 138;
  const rain = index >= 12 && index <= 16 ? -41 : 0;
  return { label: `${index + 1}/10`, value: base + rain + ((index * 37) % 23) };
});

// Sunday 25 October 2026 in Oslo: the clocks go back at 03:00, so 02:00 comes twice and the day has 25 hours.
const dstDayHours = ['00', '01', '02', '02', ...Array.from({ length: 21 }, (_, hour) => String(hour + 3).padStart(2, '0'))];
const dstDay: BarChartDatum[] = dstDayHours.map((hour, index) => ({
  label: `${hour}:00`,
  value: [2, 1, 0, 1, 0, 0, 1, 3, 9, 14, 18, 21, 24, 22, 19, 17, 20, 26, 23, 15, 11, 7, 4, 3, 1][index]!,
}));

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoYears: BarChartDatum[] = Array.from({ length: 24 }, (_, index) => {
  const month = (index + 10) % 12;
  const summer = month >= 4 && month <= 8 ? 1900 : 0;
  return { label: `${monthNames[month]} ${2024 + Math.floor((index + 10) / 12)}`, value: 2100 + summer + index * 45 };
});

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: { title: 'All orders history', data: october, valueLabel: 'Orders', labelHeader: 'Day' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const barsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<SVGRectElement>('rect[data-bar-index]')];
const axisLabelsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<SVGTextElement>('text[data-axis-label]')];
const tooltipOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[aria-hidden="true"][style*="left"]');

/** No two labels under the bars overlap, whatever the width. */
async function expectLabelsApart(canvasElement: HTMLElement) {
  const boxes = axisLabelsOf(canvasElement).map((label) => label.getBoundingClientRect());
  for (let index = 1; index < boxes.length; index++) {
    await expect(boxes[index]!.left, `label ${index} starts after the one before ends`).toBeGreaterThan(boxes[index - 1]!.right);
  }
}

async function waitForDrawing(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('svg[role="group"]')).not.toBeNull());
}

/** This month, 31 days: every bar drawn, the labels thinned to every 2nd or 3rd day so none collide. */
export const ThirtyOneDays: Story = {
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    await expect(within(canvasElement).getByRole('figure', { name: 'All orders history' })).toBeVisible();
    await expect(barsOf(canvasElement)).toHaveLength(31);
    const labels = axisLabelsOf(canvasElement).map((label) => label.textContent);
    await expect(labels.length).toBeLessThan(31);
    await expect(labels[0]).toBe('1/10');
    await expectLabelsApart(canvasElement);
    await expect(barsOf(canvasElement)[0]).toHaveAccessibleName('1/10, Orders: 138');
  },
};

/** The day the clocks go back: 25 hours, 02:00 twice, each its own bar. */
export const TwentyFiveHourDay: Story = {
  args: { title: 'All orders history', data: dstDay, labelHeader: 'Hour' },
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    const bars = barsOf(canvasElement);
    await expect(bars).toHaveLength(25);
    await expect(bars[2]).toHaveAccessibleName('02:00, Orders: 0');
    await expect(bars[3]).toHaveAccessibleName('02:00, Orders: 1');
    await expectLabelsApart(canvasElement);
  },
};

/** All time by month: long labels thin out further. */
export const TwentyFourMonths: Story = {
  args: { data: twoYears, labelHeader: 'Month' },
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    await expect(barsOf(canvasElement)).toHaveLength(24);
    await expect(axisLabelsOf(canvasElement)[0]).toHaveTextContent('Nov 2024');
    await expectLabelsApart(canvasElement);
  },
};

/** A custom range of one day: one bar and four empty slots, so the bar is no wider than one of five. */
export const SingleBarPadded: Story = {
  args: { data: [{ label: '24/11', value: 87 }] },
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    const bars = barsOf(canvasElement);
    await expect(bars).toHaveLength(1);
    const plot = canvasElement.querySelector('svg')!.getBoundingClientRect();
    await expect(bars[0]!.getBoundingClientRect().width).toBeLessThanOrEqual(plot.width / 5);
    await expect(axisLabelsOf(canvasElement).map((label) => label.textContent)).toEqual(['24/11']);
  },
};

/** Tab reaches the bars as one stop; the arrow keys, Home and End move along them, each showing its tooltip. */
export const KeyboardShowsTooltips: Story = {
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.tab();
    const bars = barsOf(canvasElement);
    await expect(bars[0]).toHaveFocus();
    await waitFor(() => expect(tooltipOf(canvasElement)).toHaveTextContent('1/10Orders: 138'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(bars[1]).toHaveFocus();
    await expect(tooltipOf(canvasElement)).toHaveTextContent('2/10Orders: 152');
    await userEvent.keyboard('{End}');
    await expect(bars[30]).toHaveFocus();
    await expect(tooltipOf(canvasElement)).toHaveTextContent('31/10');
    // At the right edge the tooltip opens leftwards and stays inside the chart.
    const chart = canvas.getByRole('figure').getBoundingClientRect();
    await expect(tooltipOf(canvasElement)!.getBoundingClientRect().right).toBeLessThanOrEqual(chart.right + 1);
    await userEvent.keyboard('{Escape}');
    await expect(tooltipOf(canvasElement)).toBeNull();
    await userEvent.keyboard('{Home}');
    await expect(bars[0]).toHaveFocus();
    // Tab leaves the chart rather than walking through 31 bars.
    await userEvent.tab();
    await expect(bars.some((bar) => bar === canvasElement.ownerDocument.activeElement)).toBe(false);
    await expect(tooltipOf(canvasElement)).toBeNull();
  },
};

export const HoverShowsTooltip: Story = {
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    await userEvent.hover(barsOf(canvasElement)[14]!);
    await expect(tooltipOf(canvasElement)).toHaveTextContent('15/10Orders: 109');
    await userEvent.unhover(barsOf(canvasElement)[14]!);
    await expect(tooltipOf(canvasElement)).toBeNull();
  },
};

/** "Show as table" gives every number as a table captioned with the title; pressed again it hides it. */
export const ShowAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const table = canvas.getByRole('table', { name: 'All orders history' });
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-controls', table.id);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(32);
    await expect(rows[0]).toHaveTextContent('DayOrders');
    await expect(rows[1]).toHaveTextContent('1/10138');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
  },
};

/** No buckets at all: "No data". */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'All orders history' })).toHaveTextContent('No data');
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** A quiet day of zeros still draws its axis from 0 to 1, not a division by zero. */
export const AllZero: Story = {
  args: { data: october.slice(0, 7).map((day) => ({ ...day, value: 0 })) },
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    await expect(barsOf(canvasElement)).toHaveLength(7);
    await expect(barsOf(canvasElement)[0]).toHaveAccessibleName('1/10, Orders: 0');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await waitForDrawing(canvasElement);
    // The dark theme's chart.series1 (#3dbf9f).
    const bar = canvasElement.querySelector('svg path, svg rect:not([data-bar-index])')!;
    await expect(getComputedStyle(bar).fill).toBe('rgb(61, 191, 159)');
    await userEvent.hover(barsOf(canvasElement)[3]!);
    await expect(tooltipOf(canvasElement)).toHaveTextContent('4/10');
  },
};

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    // The light theme's chart.series1 (#0d7c66).
    const bar = canvasElement.querySelector('svg rect:not([data-bar-index])')!;
    await expect(getComputedStyle(bar).fill).toBe('rgb(13, 124, 102)');
  },
};

/** On a phone the chart takes the screen's width, thins its labels further and scrolls nothing sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(view.innerWidth).toBe(320));
    await waitForDrawing(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('svg')!.getBoundingClientRect().width).toBeLessThanOrEqual(320));
    await expect(axisLabelsOf(canvasElement).length).toBeLessThanOrEqual(8);
    await expectLabelsApart(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
