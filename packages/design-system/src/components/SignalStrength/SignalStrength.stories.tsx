import type { Meta, StoryObj } from '@storybook/react-vite';
import { signalStrength } from '@velo/domain';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { expectDarkTheme } from '../../testing/theme.ts';
import { SignalStrength } from './SignalStrength.tsx';

const meta = {
  title: 'Domain/SignalStrength',
  component: SignalStrength,
  args: { value: 'EXCELLENT' },
  argTypes: { value: { control: 'select', options: [...signalStrength.values, 'GOOD'] } },
} satisfies Meta<typeof SignalStrength>;
export default meta;
type Story = StoryObj<typeof meta>;

// The light theme's colours, as the browser reports them.
const emptyBar = 'rgb(205, 211, 219)'; // border.default #cdd3db

/** The label's colour and the colour of each of the glyph's three bars, shortest first. */
function look(canvasElement: HTMLElement, label: string) {
  const element = within(canvasElement).getByText(label);
  const glyph = element.querySelector('[aria-hidden="true"]');
  const bars = [...(glyph?.children ?? [])].map((bar) => getComputedStyle(bar).backgroundColor);
  return { element, glyph, color: getComputedStyle(element).color, bars };
}

async function expectSignal(canvasElement: HTMLElement, label: string, color: string, bars: string[]) {
  const shown = look(canvasElement, label);
  await expect(shown.element).toHaveTextContent(new RegExp(`^${label}$`));
  await expect(shown.glyph).toBeVisible();
  await expect(shown.color).toBe(color);
  await expect(shown.bars).toEqual(bars);
}

/** Three bars in success green (#176b3b text, #1d8048 bars). */
export const Excellent: Story = {
  play: async ({ canvasElement }) => {
    const green = 'rgb(29, 128, 72)';
    await expectSignal(canvasElement, 'Excellent', 'rgb(23, 107, 59)', [green, green, green]);
  },
};

/** Two bars in info blue (#1f5199 text, #2860b4 bars). */
export const Fair: Story = {
  args: { value: 'FAIR' },
  play: async ({ canvasElement }) => {
    const blue = 'rgb(40, 96, 180)';
    await expectSignal(canvasElement, 'Fair', 'rgb(31, 81, 153)', [blue, blue, emptyBar]);
  },
};

/** One bar in danger red (#ae2b29 text, #c0312f bar). */
export const Poor: Story = {
  args: { value: 'POOR' },
  play: async ({ canvasElement }) => {
    await expectSignal(canvasElement, 'Poor', 'rgb(174, 43, 41)', ['rgb(192, 49, 47)', emptyBar, emptyBar]);
  },
};

/** No bar, in neutral grey (#465262). */
export const Unknown: Story = {
  args: { value: 'UNKNOWN' },
  play: async ({ canvasElement }) => {
    await expectSignal(canvasElement, 'Unknown', 'rgb(70, 82, 98)', [emptyBar, emptyBar, emptyBar]);
  },
};

/** Nothing reported reads as Unknown. */
export const NotReported: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expectSignal(canvasElement, 'Unknown', 'rgb(70, 82, 98)', [emptyBar, emptyBar, emptyBar]);
  },
};

/** A value outside the set shows as it came, like Unknown. */
export const UnlistedValue: Story = {
  args: { value: 'GOOD' },
  play: async ({ canvasElement }) => {
    await expectSignal(canvasElement, 'GOOD', 'rgb(70, 82, 98)', [emptyBar, emptyBar, emptyBar]);
  },
};

const everyValue: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[2] }}>
      {['EXCELLENT', 'FAIR', 'POOR', 'UNKNOWN'].map((value) => (
        <SignalStrength key={value} value={value} />
      ))}
    </div>
  ),
};

const filledCount = (canvasElement: HTMLElement, label: string) =>
  look(canvasElement, label).bars.filter((bar) => bar !== emptyBar).length;

/** Every strength differs in colour and in the number of filled bars. */
export const EveryValue: Story = {
  ...everyValue,
  play: async ({ canvasElement }) => {
    const labels = ['Excellent', 'Fair', 'Poor', 'Unknown'];
    await expect(labels.map((label) => filledCount(canvasElement, label))).toEqual([3, 2, 1, 0]);
    const colors = labels.map((label) => look(canvasElement, label).color);
    await expect(new Set(colors).size).toBe(4);
    await expect(colors[0]).not.toBe(colors[2]);
  },
};

export const Dark: Story = {
  ...everyValue,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const colors = ['Excellent', 'Fair', 'Poor', 'Unknown'].map((label) => look(canvasElement, label).color);
    // The dark theme's success, info, danger and neutral text (#74d6a0, #92bcf6, #ff9e9a, #b0bbc6).
    await expect(colors).toEqual(['rgb(116, 214, 160)', 'rgb(146, 188, 246)', 'rgb(255, 158, 154)', 'rgb(176, 187, 198)']);
    // The dark theme's empty bar (border.default #313d49) and success bar (#48c07e).
    await expect(look(canvasElement, 'Poor').bars[2]).toBe('rgb(49, 61, 73)');
    await expect(look(canvasElement, 'Excellent').bars[0]).toBe('rgb(72, 192, 126)');
  },
};
