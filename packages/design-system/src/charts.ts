// Charts, apart from the main entry: visx loads only with the pages that import this subpath
// (`@velo/design-system/charts`).
export * from './components/PieChart/index.ts';
export * from './components/BarChart/index.ts';
export * from './components/HourOfDayChart/index.ts';
