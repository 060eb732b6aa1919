export { TeamUsersPage as Component } from '#src/features/teams/components/team-users-page.tsx';
