import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from '../Money/Money.tsx';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx';
import { DetailList } from './DetailList.tsx';

const meta = {
  title: 'Components/DetailList',
  component: DetailList,
  args: {
    items: [
      { label: 'Status', value: <OrderStatusBadge status={1} /> },
      { label: 'Location', value: 'Bryggen 1' },
      { label: 'Door price', value: <Money amount={125} /> },
      { label: 'Used to', value: null },
    ],
  },
} satisfies Meta<typeof DetailList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each label names its value for a screen reader (term and definition); a missing value is a dash. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((item) => item.textContent)).toEqual([
      'Status',
      'Location',
      'Door price',
      'Used to',
    ]);
    await expect(canvas.getAllByRole('definition').map((item) => item.textContent)).toEqual([
      'Ordered',
      'Bryggen 1',
      '125.00 NOK',
      '—',
    ]);
  },
};
