export * from './DashboardCard.tsx';
