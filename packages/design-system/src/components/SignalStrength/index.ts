export * from './SignalStrength.tsx';
