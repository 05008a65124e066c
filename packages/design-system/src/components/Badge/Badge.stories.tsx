import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { expectDarkTheme } from '../../testing/theme.ts';
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

const backgroundsOf = (canvasElement: HTMLElement) =>
  badgeTones.map((tone) => getComputedStyle(within(canvasElement).getAllByText(tone)[0]!).backgroundColor);

/** Every tone, without and with its dot; each tone has its own tint. */
export const Tones: Story = {
  ...everyTone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of badgeTones) {
      const [plain, dotted] = canvas.getAllByText(tone);
      await expect(plain!.querySelector('[aria-hidden="true"]')).toBeNull();
      await expect(dotted!.querySelector('[aria-hidden="true"]')).toBeVisible();
    }
    await expect(new Set(backgroundsOf(canvasElement)).size).toBe(badgeTones.length);
    // The success tint of the light theme (#e4f3ea).
    await expect(getComputedStyle(canvas.getAllByText('success')[0]!).backgroundColor).toBe('rgb(228, 243, 234)');
  },
};

export const TonesDark: Story = {
  ...everyTone,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(new Set(backgroundsOf(canvasElement)).size).toBe(badgeTones.length);
    // The success tint of the dark theme (#13301f).
    await expect(getComputedStyle(within(canvasElement).getAllByText('success')[0]!).backgroundColor).toBe('rgb(19, 48, 31)');
  },
};
