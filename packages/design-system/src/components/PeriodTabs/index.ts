export * from './PeriodTabs.tsx';
