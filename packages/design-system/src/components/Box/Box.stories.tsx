import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { boxBackgrounds, boxBorders, boxRadii, boxTextTones, spaceScale } from '../../styles/layout.ts';
import { darkSurface, expectDarkTheme, lightSurface } from '../../testing/theme.ts';
import { Box, boxElements } from './Box.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 4,
    background: 'surface',
    border: 'subtle',
    borderRadius: 'lg',
    children: 'Bryggen sykkelhotell: 24 doors, 3 in maintenance.',
  },
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaceScale },
    paddingX: { control: 'select', options: spaceScale },
    paddingY: { control: 'select', options: spaceScale },
    gap: { control: 'select', options: spaceScale },
    background: { control: 'inline-radio', options: boxBackgrounds },
    color: { control: 'inline-radio', options: boxTextTones },
    border: { control: 'inline-radio', options: boxBorders },
    borderRadius: { control: 'inline-radio', options: boxRadii },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/^Bryggen sykkelhotell/);
    const style = getComputedStyle(box);
    await expect(box.tagName).toBe('DIV');
    await expect(style.padding).toBe('16px');
    await expect(style.backgroundColor).toBe(lightSurface);
    await expect(style.borderRadius).toBe('10px');
    await expect(style.borderTopWidth).toBe('1px');
  },
};

/** Padding per axis, and props that are not layout reach the element. */
export const AxesAndAttributes: Story = {
  args: { padding: undefined, paddingX: 6, paddingY: 2, id: 'summary', 'aria-label': 'Summary', as: 'section' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Summary' });
    const style = getComputedStyle(box);
    await expect(box).toHaveAttribute('id', 'summary');
    await expect(box).not.toHaveAttribute('padding');
    await expect([style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft]).toEqual([
      '8px',
      '24px',
      '8px',
      '24px',
    ]);
  },
};

/** A list that is laid out as a row: `as` keeps the semantics, the props do the layout. */
export const AsAList: Story = {
  args: { padding: 0, border: 'none', display: 'flex', gap: 3 },
  render: (args) => (
    <Box {...args} as="ul" aria-label="Door types">
      <Box as="li" padding={2} background="sunken" borderRadius="md">
        Standard
      </Box>
      <Box as="li" padding={2} background="sunken" borderRadius="md">
        Cargo
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Door types' });
    const [standard, cargo] = within(list).getAllByRole('listitem');
    await expect(getComputedStyle(list).display).toBe('flex');
    await expect(cargo!.getBoundingClientRect().left - standard!.getBoundingClientRect().right).toBe(12);
  },
};

/** The caller's class comes after the layout classes; the layout still applies. */
export const WithClassName: Story = {
  args: { className: 'from-the-page' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/^Bryggen sykkelhotell/);
    await expect(box).toHaveClass('from-the-page');
    await expect(getComputedStyle(box).padding).toBe('16px');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { color: 'secondary' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const box = within(canvasElement).getByText(/^Bryggen sykkelhotell/);
    await expect(getComputedStyle(box).backgroundColor).toBe(darkSurface);
  },
};
