import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { PieChart, type PieChartSlice } from './PieChart.tsx';

const diagnostics: PieChartSlice[] = [
  { label: 'Successes', value: 120, tone: 'success' },
  { label: 'Warnings', value: 14, tone: 'warning' },
  { label: 'Errors', value: 6, tone: 'error' },
];

const meta = {
  title: 'Components/PieChart',
  component: PieChart,
  args: { title: 'All doors summary', data: diagnostics },
} satisfies Meta<typeof PieChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The legend's rows as read: label, count, share. */
const legendRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'All doors summary' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));

const slicesOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('svg path')];

/** The diagnostics' All doors summary: a slice per status and the numbers in the legend's table. */
export const DiagnosticsSummary: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'All doors summary' });
    await expect(within(table).getByRole('columnheader', { name: 'Count' })).toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Share' })).toBeInTheDocument();
    await expect(legendRows(canvasElement)).toEqual([
      ['Successes', '120', '85.7%'],
      ['Warnings', '14', '10%'],
      ['Errors', '6', '4.3%'],
    ]);
    // The drawing repeats the table's numbers, so it is hidden from screen readers.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const slices = slicesOf(canvasElement);
    await expect(slices).toHaveLength(3);
    // The light theme's chart.success (#1d8048) and chart.error (#c0312f).
    await expect(getComputedStyle(slices[0]!).fill).toBe('rgb(29, 128, 72)');
    await expect(getComputedStyle(slices[2]!).fill).toBe('rgb(192, 49, 47)');
  },
};

/** Only successes: one full ring; the statuses at zero stay in the legend but are not drawn. */
export const OneSlice: Story = {
  args: {
    data: [
      { label: 'Successes', value: 1500, tone: 'success' },
      { label: 'Warnings', value: 0, tone: 'warning' },
      { label: 'Errors', value: 0, tone: 'error' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(legendRows(canvasElement)).toEqual([
      ['Successes', '1,500', '100%'],
      ['Warnings', '0', '0%'],
      ['Errors', '0', '0%'],
    ]);
    await expect(slicesOf(canvasElement)).toHaveLength(1);
  },
};

/** Every count zero: "No data" under the title, and neither drawing nor table. */
export const AllZero: Story = {
  args: { data: diagnostics.map((slice) => ({ ...slice, value: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All doors summary')).toBeVisible();
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** No slices at all reads the same as all zero. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

const longLabel = 'Warnings reported by the lock gateway while the door was offline for maintenance';

/** A long label wraps inside the legend; its count and share stay on their line. */
export const LongLabel: Story = {
  args: {
    data: [
      { label: 'Successes', value: 90, tone: 'success' },
      { label: longLabel, value: 30, tone: 'warning' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(legendRows(canvasElement)).toEqual([
      ['Successes', '90', '75%'],
      [longLabel, '30', '25%'],
    ]);
    const table = within(canvasElement).getByRole('table');
    const label = within(table).getByRole('rowheader', { name: longLabel });
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};

/** The dark theme's chart colours. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const slices = slicesOf(canvasElement);
    // The dark theme's chart.success (#48c07e) and chart.error (#f07a76).
    await expect(getComputedStyle(slices[0]!).fill).toBe('rgb(72, 192, 126)');
    await expect(getComputedStyle(slices[2]!).fill).toBe('rgb(240, 122, 118)');
    await expect(legendRows(canvasElement)[0]).toEqual(['Successes', '120', '85.7%']);
  },
};

/** On a phone a drawing asked for 400px shrinks to the screen and the legend goes under it, with nothing scrolling sideways. */
export const Narrow: Story = {
  args: { size: 400 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(view.innerWidth).toBe(320));
    const drawing = canvasElement.querySelector('svg')!.getBoundingClientRect();
    const table = within(canvasElement).getByRole('table').getBoundingClientRect();
    await expect(drawing.width).toBeLessThan(400);
    await expect(drawing.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
    await expect(table.top).toBeGreaterThanOrEqual(drawing.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
