export * from './DoorAttentionList.tsx';
