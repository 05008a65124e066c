export * from './InvitationSteps.tsx';
