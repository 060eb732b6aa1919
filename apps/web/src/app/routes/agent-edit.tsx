export { AgentEditPage as Component } from '#src/features/agents/components/agent-edit-page.tsx';
