export * from './RefundDialog.tsx';
