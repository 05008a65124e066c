export * from './BarChart.tsx';
