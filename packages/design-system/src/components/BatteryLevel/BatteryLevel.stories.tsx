import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { expectDarkTheme } from '../../testing/theme.ts';
import { BatteryLevel } from './BatteryLevel.tsx';

const meta = {
  title: 'Domain/BatteryLevel',
  component: BatteryLevel,
  args: { percent: 62 },
  argTypes: { percent: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof BatteryLevel>;
export default meta;
type Story = StoryObj<typeof meta>;

// The light theme's text and gauge colours, as the browser reports them.
const danger = { text: 'rgb(174, 43, 41)', gauge: 'rgb(192, 49, 47)' }; // #ae2b29, #c0312f
const warning = { text: 'rgb(138, 83, 0)', gauge: 'rgb(158, 96, 0)' }; // #8a5300, #9e6000
const success = { text: 'rgb(23, 107, 59)', gauge: 'rgb(29, 128, 72)' }; // #176b3b, #1d8048

/** The figure shown, its colour, the gauge's fill colour and how much of the gauge it fills. */
function look(canvasElement: HTMLElement, figure: string) {
  const text = within(canvasElement).getByText(figure);
  const gauge = text.parentElement!.querySelector<HTMLElement>('[aria-hidden="true"]')!;
  const fill = gauge.firstElementChild!;
  return {
    text,
    gauge,
    color: getComputedStyle(text).color,
    fill: getComputedStyle(fill).backgroundColor,
    filled: fill.getBoundingClientRect().width / gauge.getBoundingClientRect().width,
  };
}

async function expectLevel(canvasElement: HTMLElement, figure: string, tone: { text: string; gauge: string }, filled: number) {
  const shown = look(canvasElement, figure);
  await expect(shown.text).toHaveTextContent(new RegExp(`^${figure}$`));
  await expect(shown.gauge).toBeVisible();
  await expect(shown.color).toBe(tone.text);
  await expect(shown.fill).toBe(tone.gauge);
  await expect(shown.filled).toBeCloseTo(filled, 2);
}

export const Default: Story = {
  play: async ({ canvasElement }) => expectLevel(canvasElement, '62%', success, 0.62),
};

/** Never reported: a dash, read out as "Battery level unknown". */
export const Unknown: Story = {
  args: { percent: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Battery level unknown')).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent(/^—Battery level unknown$/);
    await expect(canvasElement.querySelector('[aria-hidden="true"] > *')).toBeNull();
  },
};

export const Empty: Story = {
  args: { percent: 0 },
  play: async ({ canvasElement }) => expectLevel(canvasElement, '0%', danger, 0),
};

/** 20 % is still low. */
export const Low: Story = {
  args: { percent: 20 },
  play: async ({ canvasElement }) => expectLevel(canvasElement, '20%', danger, 0.2),
};

/** 21 % is no longer low. */
export const JustAboveLow: Story = {
  args: { percent: 21 },
  play: async ({ canvasElement }) => expectLevel(canvasElement, '21%', warning, 0.21),
};

/** 50 % is still a warning. */
export const Medium: Story = {
  args: { percent: 50 },
  play: async ({ canvasElement }) => expectLevel(canvasElement, '50%', warning, 0.5),
};

/** 51 % is good. */
export const JustAboveMedium: Story = {
  args: { percent: 51 },
  play: async ({ canvasElement }) => expectLevel(canvasElement, '51%', success, 0.51),
};

export const Full: Story = {
  args: { percent: 100 },
  play: async ({ canvasElement }) => expectLevel(canvasElement, '100%', success, 1),
};

/** A reading past 100 shows as 100 %. */
export const AboveTheLimit: Story = {
  args: { percent: 130 },
  play: async ({ canvasElement }) => {
    await expectLevel(canvasElement, '100%', success, 1);
    await expect(within(canvasElement).queryByText('130%')).not.toBeInTheDocument();
  },
};

/** A reading under 0 shows as 0 %. */
export const BelowTheLimit: Story = {
  args: { percent: -5 },
  play: async ({ canvasElement }) => expectLevel(canvasElement, '0%', danger, 0),
};

/** A fraction is rounded to a whole percent. */
export const Fraction: Story = {
  args: { percent: 20.4 },
  play: async ({ canvasElement }) => expectLevel(canvasElement, '20%', danger, 0.2),
};

const boundaries: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space[2], width: 'max-content' }}>
      {[null, 0, 20, 21, 50, 51, 100].map((percent) => (
        <BatteryLevel key={String(percent)} percent={percent} />
      ))}
    </div>
  ),
};

/** Every boundary in a right-aligned column, as in a table: the gauges line up whatever the figure's width. */
export const Boundaries: Story = {
  ...boundaries,
  play: async ({ canvasElement }) => {
    const shown = ['0%', '20%', '21%', '50%', '51%', '100%'].map((figure) => look(canvasElement, figure));
    await expect(shown.map((level) => level.color)).toEqual([
      danger.text,
      danger.text,
      warning.text,
      warning.text,
      success.text,
      success.text,
    ]);
    await expect(new Set(shown.map((level) => level.gauge.getBoundingClientRect().left)).size).toBe(1);
    await expect(within(canvasElement).getByText('Battery level unknown')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...boundaries,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const colors = ['20%', '21%', '51%'].map((figure) => look(canvasElement, figure).color);
    // The dark theme's danger, warning and success text (#ff9e9a, #f0bf6a, #74d6a0).
    await expect(colors).toEqual(['rgb(255, 158, 154)', 'rgb(240, 191, 106)', 'rgb(116, 214, 160)']);
    // The dark theme's warning gauge (#e2a441).
    await expect(look(canvasElement, '50%').fill).toBe('rgb(226, 164, 65)');
  },
};
