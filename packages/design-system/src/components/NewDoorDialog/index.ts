export * from './NewDoorDialog.tsx';
