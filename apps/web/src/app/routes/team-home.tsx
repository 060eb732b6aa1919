import { TeamAgents } from '#src/features/agents/components/team-agents.tsx';
import { TeamHomePage } from '#src/features/teams/components/team-home-page.tsx';

export function Component() {
  return <TeamHomePage agents={(teamId) => <TeamAgents teamId={teamId} />} />;
}
