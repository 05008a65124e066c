export { InvitePanel, inviteCountries, inviteLink } from './InvitePanel.tsx';
export type { InviteCountry, InvitePanelProps } from './InvitePanel.tsx';
