export * from './HourOfDayChart.tsx';
