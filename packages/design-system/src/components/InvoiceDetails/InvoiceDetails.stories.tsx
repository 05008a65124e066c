import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoiceDetails, type InvoiceDetailsData } from './InvoiceDetails.tsx';

const norway: InvoiceDetailsData = {
  invoiceName: 'Nora Hansen',
  invoicePhone: '+47 912 34 567',
  invoiceEmail: 'nora.hansen@example.no',
  invoiceCountryId: 1,
};

const meta = {
  title: 'Domain/InvoiceDetails',
  component: InvoiceDetails,
  args: { invoice: norway },
} satisfies Meta<typeof InvoiceDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

const shows = (definitions: string[]): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Phone', 'E-mail', 'Country']);
    await expect(canvas.getAllByRole('definition').map((definition) => definition.textContent)).toEqual(definitions);
  };

export const Norway: Story = {
  play: shows(['Nora Hansen', '+47 912 34 567', 'nora.hansen@example.no', 'Norway']),
};

export const Sweden: Story = {
  args: {
    invoice: {
      invoiceName: 'Elsa Lindqvist',
      invoicePhone: '+46 70 123 45 67',
      invoiceEmail: 'elsa@example.se',
      invoiceCountryId: 2,
    },
  },
  play: shows(['Elsa Lindqvist', '+46 70 123 45 67', 'elsa@example.se', 'Sweden']),
};

export const Finland: Story = {
  args: {
    invoice: {
      invoiceName: 'Aino Virtanen',
      invoicePhone: '+358 40 123 4567',
      invoiceEmail: 'aino@example.fi',
      invoiceCountryId: 3,
    },
  },
  play: shows(['Aino Virtanen', '+358 40 123 4567', 'aino@example.fi', 'Finland']),
};

/** No country and no e-mail given: each is a dash. */
export const NoCountryNoEmail: Story = {
  args: { invoice: { ...norway, invoiceEmail: null, invoiceCountryId: null } },
  play: shows(['Nora Hansen', '+47 912 34 567', '—', '—']),
};
