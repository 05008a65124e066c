import type { Meta, StoryObj } from '@storybook/react-vite';
import { diagnosticStatus } from '@velo/domain';
import { expect, within } from 'storybook/test';
import { DiagnosticStatusBadge } from './DiagnosticStatusBadge.tsx';

const meta = {
  title: 'Domain/DiagnosticStatusBadge',
  component: DiagnosticStatusBadge,
  args: { status: 2 },
  argTypes: {
    status: {
      control: { type: 'select', labels: Object.fromEntries(diagnosticStatus.options.map((o) => [o.value, o.label])) },
      options: [...diagnosticStatus.values, 9],
    },
  },
} satisfies Meta<typeof DiagnosticStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const showsStatus = (label: string, tint: string): Story['play'] =>
  async function play({ canvasElement }) {
    const badge = within(canvasElement).getByText(label);
    await expect(badge).toHaveTextContent(new RegExp(`^${label}$`));
    await expect(getComputedStyle(badge).backgroundColor).toBe(tint);
  };

/** The danger tint of the light theme (#fcebea). */
export const Error: Story = { args: { status: 0 }, play: showsStatus('Error', 'rgb(252, 235, 234)') };

/** The warning tint of the light theme (#fcf1dd). */
export const Warning: Story = { args: { status: 1 }, play: showsStatus('Warning', 'rgb(252, 241, 221)') };

/** The success tint of the light theme (#e4f3ea). */
export const Success: Story = { args: { status: 2 }, play: showsStatus('Success', 'rgb(228, 243, 234)') };

/** A status outside the set shows as it came, in neutral. */
export const UnknownStatus: Story = {
  args: { status: 9 },
  play: showsStatus('9', 'rgb(237, 240, 243)'),
};
