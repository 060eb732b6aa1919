export { NewTeamPage as Component } from '#src/features/teams/components/new-team-page.tsx';
