export { TeamHomePage as Component } from '#src/features/teams/components/team-home-page.tsx';
