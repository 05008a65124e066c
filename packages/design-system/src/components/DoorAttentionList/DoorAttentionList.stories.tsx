import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DashboardCard } from '../DashboardCard/DashboardCard.tsx';
import { DoorAttentionList, type DoorAttentionRow } from './DoorAttentionList.tsx';

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

const doors: DoorAttentionRow[] = [
  {
    doorId: 41,
    doorName: 'Sykkelhotell 3',
    locationId: 7,
    locationName: 'Bergen Stasjon',
    reliability: null,
    batteryLevel: 8,
    batteryDaysLeft: null,
    lastHeartBeat: hoursAgo(3.2),
    reasons: ['offline', 'lowBattery'],
  },
  {
    doorId: 12,
    doorName: 'Skap 12',
    locationId: 2,
    locationName: 'Trondheim Torg',
    reliability: null,
    batteryLevel: 12,
    batteryDaysLeft: 4.4,
    lastHeartBeat: hoursAgo(0.1),
    reasons: ['lowBattery', 'batteryRunningOut'],
  },
  {
    doorId: 5,
    doorName: 'Port nord',
    locationId: 3,
    locationName: 'Tromsø Havn',
    reliability: 64,
    batteryLevel: null,
    batteryDaysLeft: null,
    lastHeartBeat: null,
    reasons: ['lowReliability'],
  },
  {
    doorId: 88,
    doorName: 'Bod 88 med et svært langt navn som må brytes over flere linjer',
    locationId: 9,
    locationName: 'Stavanger Sentrum',
    reliability: null,
    batteryLevel: 47,
    batteryDaysLeft: 8.6,
    lastHeartBeat: hoursAgo(0.3),
    reasons: ['batteryRunningOut'],
  },
];

const meta = {
  title: 'Dashboard/DoorAttentionList',
  component: DoorAttentionList,
  args: { doors, doorHref: (door: DoorAttentionRow) => `#/diagnostic/${door.doorId}/show`, now },
  render: (args) => (
    <DashboardCard title="Doors that need attention">
      <DoorAttentionList {...args} />
    </DashboardCard>
  ),
} satisfies Meta<typeof DoorAttentionList<DoorAttentionRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows' names, in order, with their reasons as read. */
async function expectRows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const links = canvas.getAllByRole('link');
  await expect(links.map((link) => link.textContent)).toEqual(doors.map((door) => door.doorName));
  await expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '#/diagnostic/41/show',
    '#/diagnostic/12/show',
    '#/diagnostic/5/show',
    '#/diagnostic/88/show',
  ]);
  const reasons = (name: string) =>
    within(canvas.getByRole('list', { name: `Why ${name} needs attention` }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  await expect(reasons('Sykkelhotell 3')).toEqual(['Offline for 3 h', 'Battery 8 %']);
  await expect(reasons('Skap 12')).toEqual(['Battery 12 %', 'Battery empty in ~4 days']);
  await expect(reasons('Port nord')).toEqual(['Reliability 64 %']);
  await expect(reasons(doors[3]!.doorName)).toEqual(['Battery empty in ~9 days']);
  await expect(canvas.getByText('Bergen Stasjon')).toBeVisible();
}

/** Worst first as the server sent them; each name links to the door's page, each reason carries its figure. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectRows(canvasElement);
    // The first badge is danger and the warning ones a different tint: the colour adds to the words.
    const canvas = within(canvasElement);
    const offline = canvas.getByText('Offline for 3 h');
    const reliability = canvas.getByText('Reliability 64 %');
    await expect(getComputedStyle(offline).backgroundColor).not.toBe(getComputedStyle(reliability).backgroundColor);
  },
};

/** Tab reaches each door's link in turn, in the rows' order. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sykkelhotell 3' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skap 12' })).toHaveFocus();
  },
};

/** No door needs attention. */
export const AllHealthy: Story = {
  args: { doors: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All doors are healthy.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const CustomEmptyText: Story = {
  args: { doors: [], emptyText: 'No door at this location needs attention.' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('No door at this location needs attention.')).toBeVisible(),
};

/** A lock never heard from, and silences counted in days past two. */
export const LongSilences: Story = {
  args: {
    doors: [
      { ...doors[0]!, doorId: 1, doorName: 'Never heard', lastHeartBeat: null, reasons: ['offline'] },
      { ...doors[0]!, doorId: 2, doorName: 'Three days', lastHeartBeat: hoursAgo(75), reasons: ['offline'] },
      { ...doors[1]!, doorId: 3, doorName: 'Nearly flat', batteryDaysLeft: 0.3, reasons: ['batteryRunningOut'] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Offline, never heard from')).toBeVisible();
    await expect(canvas.getByText('Offline for 3 days')).toBeVisible();
    await expect(canvas.getByText('Battery empty within a day')).toBeVisible();
  },
};

/** A phone: each row's badges go under its names, and long names wrap inside the card. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectRows(canvasElement);
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('section, article, div')!;
    const longName = canvas.getByRole('link', { name: doors[3]!.doorName });
    await expect(longName.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right + 0.5);
  },
};

/** A long list shows its worst first and the rest behind a button, which a keyboard reaches and presses. */
export const Folded: Story = {
  args: { initialCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sykkelhotell 3', 'Skap 12']);
    const more = canvas.getByRole('button', { name: 'Show all 4 doors' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Show fewer' }));
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** As many as the list shows at first: no button. */
export const NotFolded: Story = {
  args: { initialCount: 4 },
  play: async ({ canvasElement }) => {
    await expectRows(canvasElement);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
