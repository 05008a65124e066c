export * from './DateRangePicker.tsx';
