import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkSurface, expectDarkTheme } from '../../testing/theme.ts';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';

/** Holds the range the way the diagnostics filter would, so what is chosen shows up in the segments. */
function Controlled(args: DateRangePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DateRangePicker
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  // Wednesday 25 March 2026, 11:00 in Oslo: the presets count from here.
  args: { label: 'Custom range', value: null, onChange: fn(), now: new Date('2026-03-25T10:00:00Z') },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const segmentsText = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join(' ');
const openCalendar = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
  return bodyOf(canvasElement).findByRole('dialog');
};

/** Nothing chosen; the calendar opens on this month, its weeks starting on Monday. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Oslo');
    await expect(segmentsText(canvasElement)).toBe('dd mm yyyy dd mm yyyy');
    await expect(within(canvasElement).getByRole('group', { name: 'Custom range' })).toBeVisible();
    const dialog = await openCalendar(canvasElement);
    const weekdays = [...dialog.querySelectorAll('th')].map((day) => day.textContent);
    await expect(weekdays.join(' ')).toBe('M T W T F S S');
  },
};

/** 23 to 29 March 2026 in Oslo: the week ends after summer time begins, so `to` is at +02:00. */
export const WithRange: Story = {
  args: { value: { from: '2026-03-22T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    await expect(segmentsText(canvasElement)).toBe('23 03 2026 29 03 2026');
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2026');
    const selected = within(dialog)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true');
    await expect(selected.map((cell) => cell.textContent)).toEqual(['23', '24', '25', '26', '27', '28', '29']);
  },
};

/** A preset sets the range and closes the calendar; All Time clears it. */
export const ChoosePreset: Story = {
  play: async ({ args, canvasElement }) => {
    let dialog = await openCalendar(canvasElement);
    const presets = within(dialog).getByRole('group', { name: 'Presets' });
    await expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All Time', 'Today', 'Yesterday', 'This Week', 'Last Week', 'Last 7 Days', 'This Month', 'Last Month']);
    // WCAG 2.2's smallest target (2.5.8): each preset takes a click on at least 24 × 24 px.
    for (const button of within(presets).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }

    const datedPresets = [
      { name: 'This Week', from: '2026-03-22T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z', shown: '23 03 2026 29 03 2026' },
      { name: 'Last Month', from: '2026-01-31T23:00:00.000Z', to: '2026-02-28T23:00:00.000Z', shown: '01 02 2026 28 02 2026' },
      { name: 'Today', from: '2026-03-24T23:00:00.000Z', to: '2026-03-25T23:00:00.000Z', shown: '25 03 2026 25 03 2026' },
    ];
    for (const [index, { name, from, to, shown }] of datedPresets.entries()) {
      if (index > 0) dialog = await openCalendar(canvasElement);
      await userEvent.click(within(dialog).getByRole('button', { name }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ from, to });
      await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(segmentsText(canvasElement)).toBe(shown);
    }

    dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'All Time' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(segmentsText(canvasElement)).toBe('dd mm yyyy dd mm yyyy');
  },
};

/** Typed as DD/MM/YYYY, from the start's day to the end's year. */
export const TypeDates: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01062026');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('30062026');
    await expect(segmentsText(canvasElement)).toBe('01 06 2026 30 06 2026');
    // Oslo's midnights in summer time (UTC+2); the end is the midnight after 30 June.
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-05-31T22:00:00.000Z', to: '2026-06-30T22:00:00.000Z' }),
    );
  },
};

/** Two days picked in the calendar, the later first: the range runs from the earlier. */
export const PickInCalendar: Story = {
  args: { value: { from: '2026-03-22T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Friday, 13 March 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Monday, 2 March 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-03-01T23:00:00.000Z', to: '2026-03-13T23:00:00.000Z' });
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(segmentsText(canvasElement)).toBe('02 03 2026 13 03 2026');
  },
};

/** An end typed before the start: the field says so, and the page hears of no range. */
export const EndBeforeStart: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('1006202605062026');
    await expect(segmentsText(canvasElement)).toBe('10 06 2026 05 06 2026');
    await expect(canvas.getByText('The end date must not be before the start date')).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton')) await expect(segment).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: 'Custom range' })).toHaveAccessibleDescription(
      expect.stringContaining('The end date must not be before the start date'),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: { from: '2026-03-22T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(segmentsText(canvasElement)).toBe('23 03 2026 29 03 2026');
    for (const segment of canvas.getAllByRole('spinbutton')) await expect(segment).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: { from: '2026-03-22T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    // The control sits on the dark surface (#151c23).
    await expect(getComputedStyle(within(canvasElement).getByRole('group', { name: 'Custom range' })).backgroundColor).toBe(
      darkSurface,
    );
    const dialog = await openCalendar(canvasElement);
    // The range's first day in the dark accent (#3dbf9f), the days inside it on the dark accent tint (#113630).
    const dayOfMarch = (day: string) =>
      within(dialog)
        .getAllByRole('gridcell')
        .map((cell) => cell.firstElementChild!)
        .find((date) => date.textContent === day && !date.hasAttribute('data-outside-month'))!;
    await expect(getComputedStyle(dayOfMarch('23')).backgroundColor).toBe('rgb(61, 191, 159)');
    await expect(getComputedStyle(dayOfMarch('25')).backgroundColor).toBe('rgb(17, 54, 48)');
  },
};
