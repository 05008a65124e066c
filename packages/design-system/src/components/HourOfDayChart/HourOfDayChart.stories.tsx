import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { HourOfDayChart } from './HourOfDayChart.tsx';

// Orders started by hour at the Oslo and Bergen bike parkings over a month: the commute peaks, the evening rush highest.
const ordersByHour = [2, 1, 0, 0, 0, 1, 4, 12, 30, 22, 18, 20, 25, 21, 19, 24, 33, 41, 28, 16, 10, 7, 4, 3];
const day = ordersByHour.map((value, hour) => ({ label: String(hour).padStart(2, '0'), value }));

const meta = {
  title: 'Charts/HourOfDayChart',
  component: HourOfDayChart,
  args: { title: 'Usage structure', data: day, valueLabel: 'Orders' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof HourOfDayChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const hitAreasOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<SVGRectElement>('rect[data-bar-index]')];
const barsOf = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<SVGRectElement>('svg rect:not([data-bar-index])'),
];

async function waitForDrawing(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('svg[role="group"]')).not.toBeNull());
}

/** 24 bars from 00 to 23; the busiest hour has its own colour, "Busiest" over it, and a line naming it. */
export const BusiestHour: Story = {
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Usage structure' })).toBeVisible();
    const hitAreas = hitAreasOf(canvasElement);
    await expect(hitAreas).toHaveLength(24);
    await expect(hitAreas[0]).toHaveAccessibleName('00:00–00:59, Orders: 2');
    await expect(hitAreas[17]).toHaveAccessibleName('17:00–17:59, Orders: 41');
    await expect(canvasElement.querySelector('figure + p')).toHaveTextContent('Busiest hour: 17:00–17:59 (41 orders)');
    // The light theme's chart.series2 (#2f6fd6) for the busiest, chart.series1 (#0d7c66) for the rest.
    const bars = barsOf(canvasElement);
    await expect(getComputedStyle(bars[17]!).fill).toBe('rgb(47, 111, 214)');
    await expect(getComputedStyle(bars[16]!).fill).toBe('rgb(13, 124, 102)');
    const busiestLabel = [...canvasElement.querySelectorAll('svg text')].find((text) => text.textContent === 'Busiest')!;
    const label = busiestLabel.getBoundingClientRect();
    const bar = bars[17]!.getBoundingClientRect();
    await expect(label.bottom).toBeLessThanOrEqual(bar.top);
    await expect(Math.abs((label.left + label.right) / 2 - (bar.left + bar.right) / 2)).toBeLessThan(1);
  },
};

/** The table says which hour is the busiest in words too. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Usage structure' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(25);
    await expect(rows[0]).toHaveTextContent('HourOrders');
    await expect(rows[18]).toHaveTextContent('17:00–17:59 (Busiest)41');
    await expect(rows[24]).toHaveTextContent('23:00–23:593');
  },
};

/** The arrow keys walk the hours with their tooltips. */
export const KeyboardShowsTooltips: Story = {
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(hitAreasOf(canvasElement)[0]).toHaveFocus();
    for (let step = 0; step < 17; step++) await userEvent.keyboard('{ArrowRight}');
    await expect(hitAreasOf(canvasElement)[17]).toHaveFocus();
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-hidden="true"][style*="left"]')).toHaveTextContent('17:00–17:59Orders: 41'),
    );
  },
};

/** Hours the server left out count 0, so the day still has its 24 bars in order. */
export const MissingHours: Story = {
  args: {
    data: [
      { label: '08', value: 5 },
      { label: '17', value: 9 },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    const hitAreas = hitAreasOf(canvasElement);
    await expect(hitAreas).toHaveLength(24);
    await expect(hitAreas[7]).toHaveAccessibleName('07:00–07:59, Orders: 0');
    await expect(hitAreas[8]).toHaveAccessibleName('08:00–08:59, Orders: 5');
  },
};

/** Two hours share the top count: both are named. */
export const TiedBusiestHours: Story = {
  args: { data: day.map((hour) => (hour.label === '08' ? { ...hour, value: 41 } : hour)) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figure + p')).toHaveTextContent(
      'Busiest hours: 08:00–08:59, 17:00–17:59 (41 orders)',
    );
    // Many tied hours (one order each, say) would stack their labels into each other: none is drawn.
    await expect([...canvasElement.querySelectorAll('svg text')].filter((text) => text.textContent === 'Busiest')).toHaveLength(
      0,
    );
  },
};

/** No orders in the period: 24 empty hours and no busiest one. */
export const NoOrders: Story = {
  args: { data: day.map((hour) => ({ ...hour, value: 0 })) },
  play: async ({ canvasElement }) => {
    await waitForDrawing(canvasElement);
    await expect(hitAreasOf(canvasElement)).toHaveLength(24);
    await expect(within(canvasElement).queryByText(/Busiest/)).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await waitForDrawing(canvasElement);
    // The dark theme's chart.series2 (#639ff0) for the busiest hour.
    await expect(getComputedStyle(barsOf(canvasElement)[17]!).fill).toBe('rgb(99, 159, 240)');
  },
};

/** On a phone: every hour a bar, labels every few hours, nothing scrolling sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(view.innerWidth).toBe(320));
    await waitForDrawing(canvasElement);
    const labels = [...canvasElement.querySelectorAll('text[data-axis-label]')].map((label) => label.getBoundingClientRect());
    await expect(labels.length).toBeLessThan(24);
    for (let index = 1; index < labels.length; index++)
      await expect(labels[index]!.left).toBeGreaterThan(labels[index - 1]!.right);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
