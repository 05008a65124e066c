export type { EventPageProps } from './EventPageTable.tsx';
