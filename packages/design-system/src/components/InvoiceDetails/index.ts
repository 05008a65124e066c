export * from './InvoiceDetails.tsx';
