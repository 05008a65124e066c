export * from './BatteryLevel.tsx';
