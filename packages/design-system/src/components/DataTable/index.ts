export * from './DataTable.tsx';
export * from './Pagination.tsx';
