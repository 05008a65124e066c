export { ItemTable, type ItemRow, type ItemTableProps } from './ItemTable.tsx';
