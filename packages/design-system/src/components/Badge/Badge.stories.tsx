import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Active', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Active');
    await expect(badge.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

export const WithDot: Story = {
  args: { dot: true, children: 'In maintenance', tone: 'warning' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('In maintenance');
    await expect(badge).toHaveTextContent(/^In maintenance$/);
    await expect(badge.querySelector('[aria-hidden="true"]')).toBeVisible();
  },
};

const everyTone: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space[3] }}>
      {[false, true].map((dot) => (
        <div key={String(dot)} style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} dot={dot}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Tones: Story = everyTone;
export const TonesDark: Story = { ...everyTone, globals: { theme: 'dark' } };
