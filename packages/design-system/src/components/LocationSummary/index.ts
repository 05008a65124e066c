export { LocationSummary } from './LocationSummary.tsx';
export type { LocationSummaryClient, LocationSummaryFacts, LocationSummaryProps } from './LocationSummary.tsx';
