export { AgentSettingsPage as Component } from '#src/features/agents/components/agent-settings-page.tsx';
