export * from './OrderDetails.tsx';
