export * from './OrderStatusBadge.tsx';
