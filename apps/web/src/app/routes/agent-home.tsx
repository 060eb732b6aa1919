export { AgentHomePage as Component } from '#src/features/agents/components/agent-home-page.tsx';
