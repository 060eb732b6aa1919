export { AgentCapabilitiesPage as Component } from '#src/features/agents/components/agent-capabilities-page.tsx';
