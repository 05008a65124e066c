import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MaintenanceDialog } from './MaintenanceDialog.tsx';

const meta = {
  title: 'Overlays/MaintenanceDialog',
  component: MaintenanceDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSave: fn(),
    onClear: fn(),
    locationName: 'Storo',
    startTime: null,
    endTime: null,
    state: 'none',
  },
} satisfies Meta<typeof MaintenanceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

// The story browser runs in Europe/Oslo (vitest.config.ts): June is UTC+2, so 17:30 there is 15:30Z.

async function openDialog(canvasElement: HTMLElement) {
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Maintenance of Storo' }));
}

/** Types "ddmmyyyyHHmm" into a field's segments, starting from its day. */
async function typeInto(dialog: ReturnType<typeof within>, label: string, digits: string) {
  const day = within(dialog.getByRole('group', { name: label })).getAllByRole('spinbutton')[0]!;
  await userEvent.click(day);
  await userEvent.keyboard(digits);
}

const segmentsOf = (dialog: ReturnType<typeof within>, label: string) =>
  within(dialog.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join(' ');

export const SetWindow: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await typeInto(dialog, 'Start time', '010620261730');
    await typeInto(dialog, 'End time', '030620260800');
    await expect(segmentsOf(dialog, 'Start time')).toBe('01 06 2026 17 30');
    await expect(segmentsOf(dialog, 'End time')).toBe('03 06 2026 08 00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({ start: '2026-06-01T15:30:00.000Z', end: '2026-06-03T06:00:00.000Z' });
    // The caller closes the dialog once the save succeeded.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const NoStart: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Choose a start time or Start immediately')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Start time' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a start time or Start immediately'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const StartImmediately: Story = {
  args: { startTime: '2026-06-01T15:30:00.000Z' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByText('Start immediately'));
    await expect(dialog.getByRole('checkbox', { name: 'Start immediately' })).toBeChecked();
    for (const segment of within(dialog.getByRole('group', { name: 'Start time' })).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
    await typeInto(dialog, 'End time', '020620262000');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({ start: null, end: '2026-06-02T18:00:00.000Z' });
  },
};

export const StartAfterEnd: Story = {
  args: { startTime: '2026-06-03T06:00:00.000Z', endTime: '2026-06-01T15:30:00.000Z' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(segmentsOf(dialog, 'Start time')).toBe('03 06 2026 08 00');
    await expect(segmentsOf(dialog, 'End time')).toBe('01 06 2026 17 30');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Incorrect, check time and date.')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'End time' })).toHaveAccessibleDescription(
      expect.stringContaining('Incorrect, check time and date.'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();

    // A later end is saved, and the message goes.
    await typeInto(dialog, 'End time', '040620260800');
    await expect(dialog.queryByText('Incorrect, check time and date.')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ start: '2026-06-03T06:00:00.000Z', end: '2026-06-04T06:00:00.000Z' });
  },
};

export const Active: Story = {
  args: { state: 'active', startTime: '2026-06-01T15:30:00.000Z', endTime: null },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(segmentsOf(dialog, 'Start time')).toBe('01 06 2026 17 30');
    await expect(dialog.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Finish' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Planned: Story = {
  args: { state: 'planned', startTime: '2026-07-01T06:00:00.000Z', endTime: '2026-07-01T14:00:00.000Z' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(segmentsOf(dialog, 'Start time')).toBe('01 07 2026 08 00');
    await expect(segmentsOf(dialog, 'End time')).toBe('01 07 2026 16 00');
    await expect(dialog.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Close: Story = {
  args: { state: 'planned', startTime: '2026-07-01T06:00:00.000Z', endTime: null },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { state: 'planned', startTime: '2026-07-01T06:00:00.000Z', endTime: null, isPending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveAttribute('data-pending', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A promise from onClear shows Finish pending until it settles. */
export const PendingWhileFinishing: Story = {
  args: {
    state: 'active',
    startTime: '2026-06-01T15:30:00.000Z',
    onClear: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const finish = dialog.getByRole('button', { name: 'Finish' });
    await userEvent.click(finish);
    await expect(finish).toHaveAttribute('data-pending', 'true');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await waitFor(() => expect(finish).not.toHaveAttribute('data-pending'));
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
