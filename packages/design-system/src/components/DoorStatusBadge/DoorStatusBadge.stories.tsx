import type { Meta, StoryObj } from '@storybook/react-vite';
import { deviceStatus, lockType } from '@velo/domain';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { expectDarkTheme } from '../../testing/theme.ts';
import { DoorStatusBadge } from './DoorStatusBadge.tsx';

const meta = {
  title: 'Domain/DoorStatusBadge',
  component: DoorStatusBadge,
  args: { deviceStatus: 'ONLINE', lockType: 2 },
  argTypes: {
    deviceStatus: { control: 'select', options: [...deviceStatus.values, 'MAINTENANCE'] },
    lockType: {
      control: { type: 'select', labels: Object.fromEntries(lockType.options.map((o) => [o.value, o.label])) },
      options: lockType.values,
    },
  },
} satisfies Meta<typeof DoorStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const dotOf = (badge: HTMLElement) => badge.querySelector('[aria-hidden="true"]');
const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Online');
    await expect(badge).toHaveTextContent(/^Online$/);
    await expect(dotOf(badge)).toBeVisible();
    // The success tint of the light theme (#e4f3ea).
    await expect(background(badge)).toBe('rgb(228, 243, 234)');
  },
};

export const Offline: Story = {
  args: { deviceStatus: 'OFFLINE' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Offline');
    await expect(badge).toHaveTextContent(/^Offline$/);
    await expect(dotOf(badge)).toBeVisible();
    // The danger tint of the light theme (#fcebea).
    await expect(background(badge)).toBe('rgb(252, 235, 234)');
  },
};

/** No status reported. */
export const Unavailable: Story = {
  args: { deviceStatus: null },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Unavailable');
    await expect(badge).toHaveTextContent(/^Unavailable$/);
    await expect(dotOf(badge)).toBeNull();
    // The neutral tint of the light theme (#edf0f3).
    await expect(background(badge)).toBe('rgb(237, 240, 243)');
  },
};

/** A status outside the set shows as it came, in neutral and without a dot. */
export const UnknownStatus: Story = {
  args: { deviceStatus: 'MAINTENANCE' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('MAINTENANCE');
    await expect(dotOf(badge)).toBeNull();
    await expect(background(badge)).toBe('rgb(237, 240, 243)');
  },
};

/** A PLC lock has no device: a dash, whatever status the row holds, named for screen readers. */
export const PlcLock: Story = {
  args: { lockType: 1, deviceStatus: 'ONLINE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('No device status for PLC locks')).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent(/^—No device status for PLC locks$/);
    await expect(canvas.queryByText('Online')).not.toBeInTheDocument();
  },
};

export const PlcLockWithoutStatus: Story = {
  args: { lockType: 1, deviceStatus: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('No device status for PLC locks')).toBeInTheDocument();
    await expect(canvas.queryByText('Unavailable')).not.toBeInTheDocument();
  },
};

/** Every other lock type shows its device's status, "Not supported" included. */
export const NotSupportedLock: Story = {
  args: { lockType: 0, deviceStatus: 'OFFLINE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Offline')).toBeVisible();
  },
};

const everyState: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] }}>
      <DoorStatusBadge deviceStatus="ONLINE" lockType={3} />
      <DoorStatusBadge deviceStatus="OFFLINE" lockType={2} />
      <DoorStatusBadge deviceStatus={null} lockType={2} />
      <DoorStatusBadge deviceStatus="MAINTENANCE" lockType={2} />
      <DoorStatusBadge deviceStatus={null} lockType={1} />
    </div>
  ),
};

/** Every state side by side; each tone has its own tint. */
export const EveryState: Story = {
  ...everyState,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tints = ['Online', 'Offline', 'Unavailable'].map((text) => background(canvas.getByText(text)));
    await expect(tints).toEqual(['rgb(228, 243, 234)', 'rgb(252, 235, 234)', 'rgb(237, 240, 243)']);
    await expect(canvas.getByText('No device status for PLC locks')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...everyState,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const canvas = within(canvasElement);
    const tints = ['Online', 'Offline', 'Unavailable', 'MAINTENANCE'].map((text) => background(canvas.getByText(text)));
    // The dark theme's success, danger and neutral tints (#13301f, #3a1a1b, #222c36).
    await expect(tints).toEqual(['rgb(19, 48, 31)', 'rgb(58, 26, 27)', 'rgb(34, 44, 54)', 'rgb(34, 44, 54)']);
    await expect(canvas.getByText('—')).toBeVisible();
  },
};
