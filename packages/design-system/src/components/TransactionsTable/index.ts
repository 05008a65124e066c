export * from './TransactionsTable.tsx';
