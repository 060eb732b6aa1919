export { NewScenarioPage as Component } from '#src/features/agents/components/scenario-form-page.tsx';
