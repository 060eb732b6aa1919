export { ScenariosPage as Component } from '#src/features/agents/components/scenarios-page.tsx';
