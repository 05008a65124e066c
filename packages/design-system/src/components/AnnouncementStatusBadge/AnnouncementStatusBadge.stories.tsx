import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { announcementStates } from '@velo/domain';
import { Inline } from '../Inline/index.ts';
import { AnnouncementStatusBadge } from './AnnouncementStatusBadge.tsx';

const meta = {
  title: 'Announcements/AnnouncementStatusBadge',
  component: AnnouncementStatusBadge,
  args: { state: 'Draft' },
  argTypes: { state: { control: 'inline-radio', options: announcementStates } },
} satisfies Meta<typeof AnnouncementStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const every = () => (
  <Inline gap={2}>
    {announcementStates.map((state) => (
      <AnnouncementStatusBadge key={state} state={state} />
    ))}
  </Inline>
);

/** Each state in its tone: Draft neutral, Published green, Scheduled blue. */
export const EveryState: Story = {
  render: every,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const state of announcementStates) await expect(canvas.getByText(state)).toBeVisible();
    const colour = (state: string) => getComputedStyle(canvas.getByText(state)).backgroundColor;
    await expect(new Set(announcementStates.map(colour)).size).toBe(3);
  },
};
