import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocationSummary, type LocationSummaryFacts } from './LocationSummary.tsx';

const bryggen: LocationSummaryFacts = {
  name: 'Bryggen Sykkelskap',
  // Noon in Oslo: the same date in every time zone the stories run in.
  creationTime: '2024-03-15T11:00:00Z',
  street: 'Bryggen 11',
  postCode: '5003',
  postName: 'Bergen',
  municipality: 'Bergen',
  latitude: 60.3975,
  longitude: 5.3241,
  siteOutcall: 'Kari Nordmann, +47 912 34 567',
  siteOutcallNumber: 'SO-4711',
  description: 'Ramp on the north side.\nKey box by the door.',
};

const meta = {
  title: 'Locations/LocationSummary',
  component: LocationSummary,
  args: { location: bryggen, client: { name: 'Bergen Sykkel AS', contactInformation: 'post@bergensykkel.no' } },
} satisfies Meta<typeof LocationSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text of the card titled `title`. */
const cardText = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('heading', { name: title }).closest('section')!.textContent;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'Date established',
      'Address',
      'Site Outcall ID',
      'Site Outcall Contact',
      'Note',
      'Client',
      'Client Contact',
    ]);
    await expect(cardText(canvasElement, 'Date established')).toBe('Date established15.03.2024');
    await expect(cardText(canvasElement, 'Address')).toBe('AddressBryggen 11\n5003 Bergen\nBergenShow on map');
    await expect(cardText(canvasElement, 'Site Outcall ID')).toBe('Site Outcall IDSO-4711');
    await expect(cardText(canvasElement, 'Client')).toBe('ClientBergen Sykkel AS');
    await expect(cardText(canvasElement, 'Client Contact')).toBe('Client Contactpost@bergensykkel.no');
    const note = canvas.getByText(/Ramp on the north side/);
    // Two lines as written: the note keeps its line break.
    await expect(getComputedStyle(note).whiteSpace).toBe('pre-line');
    await expect(note.getBoundingClientRect().height).toBeGreaterThan(parseFloat(getComputedStyle(note).lineHeight) * 1.5);

    const map = canvas.getByRole('link', { name: 'Show on map: Bryggen Sykkelskap (opens in a new tab)' });
    await expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=60.3975&mlon=5.3241#map=17/60.3975/5.3241');
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithoutClient: Story = {
  args: { client: null },
  play: async ({ canvasElement }) => {
    await expect(cardText(canvasElement, 'Client')).toBe('ClientNot assigned to any client');
    await expect(cardText(canvasElement, 'Client Contact')).toBe('Client ContactNot assigned to any client');
  },
};

/** A new location: no address, no coordinates, nobody to call yet. */
export const Sparse: Story = {
  args: {
    location: {
      ...bryggen,
      street: null,
      postCode: '',
      postName: null,
      municipality: '  ',
      latitude: null,
      longitude: null,
      siteOutcall: null,
      siteOutcallNumber: null,
      description: null,
    },
    client: { name: 'Bergen Sykkel AS', contactInformation: null },
  },
  play: async ({ canvasElement }) => {
    await expect(cardText(canvasElement, 'Address')).toBe('AddressNot given');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(cardText(canvasElement, 'Site Outcall Contact')).toBe('Site Outcall ContactNot given');
    await expect(cardText(canvasElement, 'Note')).toBe('NoteNot given');
    await expect(cardText(canvasElement, 'Client Contact')).toBe('Client ContactNot given');
  },
};
