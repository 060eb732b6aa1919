export { TeamSettingsPage as Component } from '#src/features/teams/components/team-settings-page.tsx';
