import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceScale } from '../../styles/layout.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline, inlineAlignments, inlineJustifications } from './Inline.tsx';

const labels = ['Standard', 'Cargo', 'Electric', 'Trailer', 'Family', 'Tandem'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    gap: 2,
    'aria-label': 'Door types',
    children: labels.map((label) => (
      <Badge key={label} tone="info">
        {label}
      </Badge>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: inlineAlignments },
    justify: { control: 'inline-radio', options: inlineJustifications },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

const rectsOf = (canvasElement: HTMLElement) =>
  labels.map((label) => within(canvasElement).getByText(label).getBoundingClientRect());
const rowOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[aria-label="Door types"]')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rects = rectsOf(canvasElement);
    for (let i = 1; i < rects.length; i++) {
      await expect(rects[i]!.left - rects[i - 1]!.right).toBe(8);
      await expect(rects[i]!.top).toBe(rects[0]!.top);
    }
  },
};

/** Without room for all, the row wraps: the next line starts under the first, the same gap below. */
export const Wrapping: Story = {
  args: { gap: 3 },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const rects = rectsOf(canvasElement);
    const row = rowOf(canvasElement);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    const second = rects.find((rect) => rect.top > rects[0]!.bottom)!;
    await expect(second).toBeDefined();
    await expect(second.left).toBe(rects[0]!.left);
    await expect(second.top - rects[0]!.bottom).toBe(12);
  },
};

export const NoWrap: Story = {
  args: { wrap: false },
  decorators: [(Story) => <div style={{ width: 220, overflow: 'hidden' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const rects = rectsOf(canvasElement);
    for (const rect of rects) await expect(rect.top).toBe(rects[0]!.top);
    await expect(rowOf(canvasElement).scrollWidth).toBeGreaterThan(220);
  },
};

/** A toolbar: the title at the start, the buttons at the end, centred on one line. */
export const SpaceBetween: Story = {
  args: {
    justify: 'space-between',
    gap: 4,
    children: [
      <strong key="title">Bryggen sykkelhotell</strong>,
      <Inline key="actions" gap={2}>
        <Button size="sm">Edit</Button>
        <Button size="sm" variant="danger">
          Deactivate
        </Button>
      </Inline>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = rowOf(canvasElement).getBoundingClientRect();
    const title = canvas.getByText('Bryggen sykkelhotell').getBoundingClientRect();
    const edit = canvas.getByRole('button', { name: 'Edit' }).getBoundingClientRect();
    const deactivate = canvas.getByRole('button', { name: 'Deactivate' }).getBoundingClientRect();
    await expect(title.left).toBe(row.left);
    await expect(deactivate.right).toBe(row.right);
    await expect(deactivate.left - edit.right).toBe(8);
    await expect(Math.abs(title.top + title.height / 2 - (edit.top + edit.height / 2))).toBeLessThan(1);
  },
};

export const EndJustified: Story = {
  args: { justify: 'end' },
  play: async ({ canvasElement }) => {
    const rects = rectsOf(canvasElement);
    await expect(rects.at(-1)!.right).toBe(rowOf(canvasElement).getBoundingClientRect().right);
  },
};
