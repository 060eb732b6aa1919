export { TeamEditPage as Component } from '#src/features/teams/components/team-edit-page.tsx';
