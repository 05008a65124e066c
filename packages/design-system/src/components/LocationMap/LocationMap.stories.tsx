import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { LocationMap, type Coordinates, type LocationMapProps } from './LocationMap.tsx';

/** Tiles that fail at once without a network: an image that does not decode. */
const failingTiles = 'data:image/png;base64,AAAA';

/** Holds the chosen coordinates as a page would, reporting each change to the story's spy. */
function ControlledMap(props: LocationMapProps) {
  const [value, setValue] = useState<Coordinates | null>(props.value);
  return (
    <LocationMap
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Locations/LocationMap',
  component: LocationMap,
  args: { value: null, onChange: fn(), tileUrl: failingTiles },
  render: (args) => <ControlledMap {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationMap>;
export default meta;
type Story = StoryObj<typeof meta>;

const oslo = { latitude: 59.9119, longitude: 10.7336 };

const mapOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('application', { name: 'Location map' });

/** The colour painted at the middle of the map, over every layer's canvas; transparent where nothing is drawn. */
function colourAtMapCentre(canvasElement: HTMLElement): string {
  let colour = 'transparent';
  for (const canvas of canvasElement.querySelectorAll('canvas')) {
    const [red, green, blue, alpha] = canvas
      .getContext('2d')!
      .getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data;
    if (alpha === 255) colour = `rgb(${red}, ${green}, ${blue})`;
  }
  return colour;
}

/** No tiles here: the notice says so, calmly, and the coordinates stay empty until chosen. */
export const TilesUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(mapOf(canvasElement)).toHaveAccessibleDescription(
      'Click the map to place the marker, or drag it. With the map focused, the arrow keys move it by 0.0001°.',
    );
    await expect(
      await canvas.findByText('Map tiles could not be loaded. The marker and coordinates still work.', {}, { timeout: 5000 }),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Longitude' })).toHaveValue('');
  },
};

/** The map opens on Oslo at zoom 14: a click a little above and right of the middle lands close by. */
export const ClickPlacesMarker: Story = {
  play: async ({ args, canvasElement }) => {
    const map = mapOf(canvasElement);
    await waitFor(() => expect(map.querySelector('canvas')).not.toBeNull());
    const bounds = map.getBoundingClientRect();
    const coords = { clientX: bounds.left + bounds.width / 2 + 40, clientY: bounds.top + bounds.height / 2 - 40 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: map.querySelector('canvas')!, coords },
      { keys: '[/MouseLeft]', target: map.querySelector('canvas')!, coords },
    ]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    const [placed] = args.onChange.mock.calls[0]!;
    await expect(placed.latitude).toBeGreaterThan(59.9119);
    await expect(placed.latitude).toBeLessThan(59.92);
    await expect(placed.longitude).toBeGreaterThan(10.7336);
    await expect(placed.longitude).toBeLessThan(10.745);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Longitude' })).not.toHaveValue('');
  },
};

/** Typed coordinates move the marker: Bergen is out of Oslo's view, so the map centres on it and draws it there. */
export const TypeCoordinates: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await expect(colourAtMapCentre(canvasElement)).toBe('transparent');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Latitude' }), '60.3913');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: 60.3913, longitude: 10.7336 });
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Longitude' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Longitude' }), '5.3221');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: 60.3913, longitude: 5.3221 });
    await waitFor(() => expect(colourAtMapCentre(canvasElement)).toBe('rgb(13, 124, 102)'));
  },
};

/** With the map focused, each arrow key moves the marker 0.0001° and the fields follow. */
export const ArrowKeysMoveMarker: Story = {
  args: { value: oslo },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(colourAtMapCentre(canvasElement)).toBe('rgb(13, 124, 102)'));
    await userEvent.tab();
    await expect(mapOf(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: 59.912, longitude: 10.7336 });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: 59.912, longitude: 10.7338 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: 59.9118, longitude: 10.7337 });
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveValue('59.9118');
    await expect(canvas.getByRole('textbox', { name: 'Longitude' })).toHaveValue('10.7337');
    // Ten steps north take the drawn marker off the middle of the map, which stays where it was.
    await userEvent.keyboard('{ArrowUp>10/}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: 59.9128, longitude: 10.7337 });
    await waitFor(() => expect(colourAtMapCentre(canvasElement)).toBe('transparent'));
  },
};

/** Dragging the marker 60 px up moves it north by about 0.0026° (9.55 m a pixel at zoom 14, at 60° north). */
export const DragMarker: Story = {
  args: { value: oslo },
  play: async ({ args, canvasElement }) => {
    const map = mapOf(canvasElement);
    await waitFor(() => expect(colourAtMapCentre(canvasElement)).toBe('rgb(13, 124, 102)'));
    const target = map.querySelector('canvas')!;
    const bounds = map.getBoundingClientRect();
    const at = (dy: number) => ({ clientX: bounds.left + bounds.width / 2, clientY: bounds.top + bounds.height / 2 + dy });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target, coords: at(0) },
      { target, coords: at(-20) },
      { target, coords: at(-40) },
      { target, coords: at(-60) },
      { keys: '[/MouseLeft]', target, coords: at(-60) },
    ]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    const [moved] = args.onChange.mock.calls[0]!;
    await expect(moved.latitude).toBeGreaterThan(59.914);
    await expect(moved.latitude).toBeLessThan(59.9152);
    await expect(moved.longitude).toBeGreaterThan(10.733);
    await expect(moved.longitude).toBeLessThan(10.7342);
    await waitFor(() => expect(colourAtMapCentre(canvasElement)).toBe('transparent'));
  },
};

/** Read-only: the marker and coordinates shown, nothing moves them. */
export const ReadOnly: Story = {
  args: { value: oslo, isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Location map' });
    await expect(map).not.toHaveAttribute('tabindex');
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveValue('59.9119');
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Longitude' })).toHaveAttribute('readonly');
    await waitFor(() => expect(colourAtMapCentre(canvasElement)).toBe('rgb(13, 124, 102)'));
    const bounds = map.getBoundingClientRect();
    const coords = { clientX: bounds.left + 60, clientY: bounds.top + 60 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: map.querySelector('canvas')!, coords },
      { keys: '[/MouseLeft]', target: map.querySelector('canvas')!, coords },
    ]);
    // A single click is reported 250 ms after it (a second would make it a double click).
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The marker is drawn on a canvas, so it takes the dark theme's accent (#3dbf9f) only if the map reads it. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: oslo },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await waitFor(() => expect(colourAtMapCentre(canvasElement)).toBe('rgb(61, 191, 159)'));
  },
};
