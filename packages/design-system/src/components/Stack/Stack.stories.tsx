import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceScale } from '../../styles/layout.ts';
import { Box } from '../Box/Box.tsx';
import { Stack, stackAlignments } from './Stack.tsx';

const item = (label: string, width?: number) => (
  <Box key={label} padding={3} background="surface" border="subtle" borderRadius="md" style={width ? { width } : undefined}>
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 4,
    'aria-label': 'Location sections',
    children: [item('Details'), item('Opening hours'), item('Prices')],
  },
  argTypes: {
    gap: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: stackAlignments },
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxesOf = (canvasElement: HTMLElement) =>
  ['Details', 'Opening hours', 'Prices'].map((label) => within(canvasElement).getByText(label).getBoundingClientRect());

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [details, hours, prices] = boxesOf(canvasElement);
    await expect(hours!.top - details!.bottom).toBe(16);
    await expect(prices!.top - hours!.bottom).toBe(16);
    // Stretched by default: every child as wide as the stack.
    await expect(details!.width).toBe(360);
    await expect(hours!.left).toBe(details!.left);
  },
};

export const LargeGap: Story = {
  args: { gap: 8 },
  play: async ({ canvasElement }) => {
    const [details, hours] = boxesOf(canvasElement);
    await expect(hours!.top - details!.bottom).toBe(32);
  },
};

/** `center` keeps each child at its own width, centred. */
export const Centred: Story = {
  args: { align: 'center', children: [item('Details', 120), item('Opening hours', 200), item('Prices', 80)] },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('[aria-label="Location sections"]')!.getBoundingClientRect();
    for (const box of boxesOf(canvasElement)) {
      await expect(box.width).toBeLessThan(360);
      await expect(box.left + box.width / 2).toBe(stack.left + stack.width / 2);
    }
  },
};

export const EndAligned: Story = {
  args: { align: 'end', children: [item('Details', 120), item('Opening hours', 200), item('Prices', 80)] },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('[aria-label="Location sections"]')!.getBoundingClientRect();
    for (const box of boxesOf(canvasElement)) await expect(box.right).toBe(stack.right);
  },
};

/** A gap per screen width: 12px on narrow screens, 24px from 900px up. */
export const ResponsiveGap: Story = {
  args: { gap: { narrow: 3, wide: 6 } },
  play: async ({ canvasElement }) => {
    const isWide = canvasElement.ownerDocument.defaultView!.matchMedia('(min-width: 900px)').matches;
    const [details, hours] = boxesOf(canvasElement);
    await expect(hours!.top - details!.bottom).toBe(isWide ? 24 : 12);
  },
};
