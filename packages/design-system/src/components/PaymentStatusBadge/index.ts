export * from './PaymentStatusBadge.tsx';
