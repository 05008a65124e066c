export * from './KpiCard.tsx';
