export { ModuleTable, type ModuleItemRow, type ModuleRow, type ModuleTableProps } from './ModuleTable.tsx';
