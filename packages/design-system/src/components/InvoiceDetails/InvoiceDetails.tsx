import { invoiceCountry, type InvoiceCountry } from '@velo/domain';
import { DetailList } from '../DetailList/DetailList.tsx';

/** Who an order is invoiced to; the API client's Order fits it as it is. A missing field is a dash. */
export interface InvoiceDetailsData {
  invoiceName: string | null;
  invoicePhone: string | null;
  invoiceEmail: string | null;
  invoiceCountryId: InvoiceCountry | null;
}

/** An order's invoice name, phone, e-mail and country as a description list (put it in a Card). */
export function InvoiceDetails({ invoice }: { invoice: InvoiceDetailsData }) {
  return (
    <DetailList
      items={[
        { label: 'Name', value: invoice.invoiceName },
        { label: 'Phone', value: invoice.invoicePhone },
        { label: 'E-mail', value: invoice.invoiceEmail },
        { label: 'Country', value: invoiceCountry.label(invoice.invoiceCountryId) },
      ]}
    />
  );
}
