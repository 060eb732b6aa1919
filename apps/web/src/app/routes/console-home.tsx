import { TeamsOverviewPage } from '#src/features/teams/components/console-home-page.tsx';

export function Component() {
  return <TeamsOverviewPage home />;
}
