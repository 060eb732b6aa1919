import { Alert, Skeleton, Typography } from '@mui/material';
import { ArticlePage } from '#src/components/ui/article-page.tsx';
import { useSystemConfiguration } from '#src/lib/system-configuration.ts';

export function Component() {
  return (
    <ArticlePage
      title="About Parley"
      lead="Parley is a console for teams who run AI agents over e-mail and live voice."
      sections={[
        {
          heading: 'What it does',
          body: 'People sign in, group into teams and build agents. Each agent has an e-mail address and answers incoming mail using scenarios and goals, knowledge sources, a knowledge graph, memories and notes. Anyone in the team can talk to an agent live by voice in the browser.',
        },
        {
          heading: 'How it works',
          body: 'Long work (reading a website, learning from documents, answering a message) runs as background jobs you can follow and cancel. Every action lands in metrics and an action log, so you can always see what an agent did and why.',
        },
      ]}
    >
      <DeploymentDetails />
    </ArticlePage>
  );
}

function DeploymentDetails() {
  const state = useSystemConfiguration();
  return (
    <section aria-labelledby="deployment-title">
      <Typography id="deployment-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        This deployment
      </Typography>
      {state.status === 'loading' && <Skeleton width="60%" />}
      {state.status === 'error' && <Alert severity="warning">{state.message}</Alert>}
      {state.status === 'loaded' && (
        <Typography color="text.secondary" data-testid="deployment-details">
          Parley runs at {state.configuration.rootUrl}.{' '}
          {state.configuration.domains[0] === undefined
            ? 'No mail domain is configured, so agents have no e-mail addresses yet.'
            : `Agents receive mail at addresses on ${state.configuration.domains.join(', ')}.`}
        </Typography>
      )}
    </section>
  );
}
