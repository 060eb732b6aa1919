export { AcceptInvitePage as Component } from '#src/features/teams/components/accept-invite-page.tsx';
