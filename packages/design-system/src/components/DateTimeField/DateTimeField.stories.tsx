import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkSurface, expectDarkTheme } from '../../testing/theme.ts';
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField.tsx';

/** Holds the value the way a form would, so typing and picking show up in the segments. */
function Controlled(args: DateTimeFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DateTimeField
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
  title: 'Forms/DateTimeField',
  component: DateTimeField,
  args: { label: 'Start time', value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateTimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const segmentsText = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join(' ');

/** Typed with the keyboard: day, month, year, hours and minutes; the story browser runs in Europe/Oslo. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Oslo');
    const canvas = within(canvasElement);
    const day = canvas.getAllByRole('spinbutton')[0]!;
    await userEvent.click(day);
    await userEvent.keyboard('010620261730');
    await expect(segmentsText(canvasElement)).toBe('01 06 2026 17 30');
    // 17:30 in Oslo on 1 June (summer time, UTC+2).
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-06-01T15:30:00.000Z'));
  },
};

export const WithValue: Story = {
  args: { value: '2026-12-24T07:05:00.000Z', description: 'Day, month, year and 24-hour time.' },
  play: async ({ canvasElement }) => {
    // 08:05 in Oslo on 24 December (winter time, UTC+1).
    await expect(segmentsText(canvasElement)).toBe('24 12 2026 08 05');
    await expect(within(canvasElement).getByRole('group', { name: 'Start time' })).toHaveAccessibleDescription(
      expect.stringContaining('Day, month, year and 24-hour time.'),
    );
  },
};

/** The calendar keeps the time and changes the day. */
export const CalendarPick: Story = {
  name: 'Calendar',
  args: { value: '2026-06-01T15:30:00.000Z' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('June 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Monday, 15 June 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-15T15:30:00.000Z');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(segmentsText(canvasElement)).toBe('15 06 2026 17 30');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: '2026-06-01T15:30:00.000Z' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const segment of canvas.getAllByRole('spinbutton')) await expect(segment).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, value: '2026-06-01T15:30:00.000Z', errorMessage: 'Incorrect, check time and date.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Incorrect, check time and date.')).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton')) await expect(segment).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: 'Start time' })).toHaveAccessibleDescription(
      expect.stringContaining('Incorrect, check time and date.'),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: '2026-06-01T15:30:00.000Z' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Controlled {...args} />
      <Controlled {...args} label="End time" isInvalid errorMessage="Incorrect, check time and date." />
      <Controlled {...args} label="Finished" isDisabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const start = within(canvasElement).getByRole('group', { name: 'Start time' });
    // The control sits on the dark surface (#151c23).
    await expect(getComputedStyle(start).backgroundColor).toBe(darkSurface);
  },
};
