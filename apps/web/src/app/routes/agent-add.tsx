export { NewAgentPage as Component } from '#src/features/agents/components/new-agent-page.tsx';
