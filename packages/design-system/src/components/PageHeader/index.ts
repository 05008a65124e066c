export * from './PageHeader.tsx';
