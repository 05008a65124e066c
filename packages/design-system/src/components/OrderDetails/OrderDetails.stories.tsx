import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderDetails, type OrderDetailsData } from './OrderDetails.tsx';

const inProgress: OrderDetailsData = {
  status: 1,
  paymentStatus: 1,
  creationTime: '2026-06-01T15:28:10Z',
  usedFrom: '2026-06-01T15:30:00Z',
  usedTo: null,
  user: { name: 'Nora', surname: 'Hansen', userName: '4791234567' },
  location: { name: 'Bryggen' },
  door: { name: 'Door 12' },
  doorPrice: 125,
  doorPriceExVat: 100,
  doorPriceVat: 25,
};

const meta = {
  title: 'Domain/OrderDetails',
  component: OrderDetails,
  args: { order: inProgress },
} satisfies Meta<typeof OrderDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

const terms = [
  'Status',
  'Payment',
  'Created',
  'Used from',
  'Used to',
  'User',
  'Location',
  'Door',
  'Door price',
  'Price ex VAT',
  'VAT',
];

const shows = (definitions: string[]): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(terms);
    await expect(canvas.getAllByRole('definition').map((definition) => definition.textContent)).toEqual(definitions);
  };

/** Ordered and paid, in use since 17:30 Oslo time: Used to is a dash. */
export const InProgress: Story = {
  play: shows([
    'Ordered',
    'Paid',
    '01.06.2026 17:28:10',
    '01.06.2026 17:30:00',
    '—',
    'Nora Hansen, 4791234567',
    'Bryggen',
    'Door 12',
    '125.00 NOK',
    '100.00 NOK',
    '25.00 NOK',
  ]),
};

export const CompletedAndRefunded: Story = {
  args: {
    order: {
      ...inProgress,
      status: 2,
      paymentStatus: 2,
      usedTo: '2026-06-02T06:05:30Z',
      user: { name: 'Ola', surname: 'Nordmann', userName: '4798765432' },
      location: { name: 'Storo' },
      door: { name: 'Door 3' },
      doorPrice: 1250.5,
      doorPriceExVat: 1000.4,
      doorPriceVat: 250.1,
    },
  },
  play: shows([
    'Completed',
    'Refunded',
    '01.06.2026 17:28:10',
    '01.06.2026 17:30:00',
    '02.06.2026 08:05:30',
    'Ola Nordmann, 4798765432',
    'Storo',
    'Door 3',
    '1,250.50 NOK',
    '1,000.40 NOK',
    '250.10 NOK',
  ]),
};

/** Not used yet and not paid for: no payment status, no times of use. */
export const NoPaymentStatus: Story = {
  args: { order: { ...inProgress, status: 0, paymentStatus: null, usedFrom: null } },
  play: shows([
    'Pending',
    'No Payment Status',
    '01.06.2026 17:28:10',
    '—',
    '—',
    'Nora Hansen, 4791234567',
    'Bryggen',
    'Door 12',
    '125.00 NOK',
    '100.00 NOK',
    '25.00 NOK',
  ]),
};
