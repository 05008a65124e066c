export * from './PieChart.tsx';
