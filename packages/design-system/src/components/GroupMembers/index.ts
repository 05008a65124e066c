export * from './GroupMembers.tsx';
