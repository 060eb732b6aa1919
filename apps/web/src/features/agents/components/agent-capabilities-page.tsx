import type { Agent } from '@parley/contract';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { formErrorOf } from '#src/lib/forms.ts';
import { useUpdateAgent } from '../api/agents.ts';
import { AgentPage, agentPath } from './agent-page.tsx';

type Toggle = 'answerEmail' | 'useKnowledgeGraph' | 'formMemories' | 'voice';

const TOGGLES: [Toggle, string, string][] = [
  ['answerEmail', 'Answer e-mail', 'Reply to the mail its audience sends (while it is running).'],
  [
    'useKnowledgeGraph',
    'Use the knowledge graph',
    'Add facts from the team’s knowledge graph to what it knows.',
  ],
  ['formMemories', 'Form memories', 'Remember lasting facts about the people it talks with.'],
  ['voice', 'Talk by voice', 'Let team members talk to it live in the browser.'],
];

export function AgentCapabilitiesPage() {
  return <AgentPage>{(agent) => <Capabilities agent={agent} />}</AgentPage>;
}

function Capabilities({ agent }: { agent: Agent }) {
  const [capabilities, setCapabilities] = useState(agent.capabilities);
  const update = useUpdateAgent(agent.id);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    update.mutate({ capabilities });
  };
  const formError = formErrorOf(update.error);
  return (
    <>
      <PageHeader
        title="Capabilities"
        subtitle={agent.name}
        back={{ to: agentPath(agent), label: agent.name }}
      />
      <Stack component="form" spacing={2} onSubmit={submit}>
        {TOGGLES.map(([key, label, text]) => (
          <Stack key={key}>
            <FormControlLabel
              control={
                <Switch
                  checked={capabilities[key]}
                  onChange={(event) => {
                    setCapabilities({ ...capabilities, [key]: event.target.checked });
                    update.reset();
                  }}
                />
              }
              label={label}
            />
            <Typography variant="body2" color="text.secondary" sx={{ pl: 6 }}>
              {text}
            </Typography>
          </Stack>
        ))}
        <FormControl>
          <FormLabel id="send-mode-label">Replies</FormLabel>
          <RadioGroup
            aria-labelledby="send-mode-label"
            value={capabilities.sendMode}
            onChange={(event) => {
              setCapabilities({
                ...capabilities,
                sendMode: event.target.value as Agent['capabilities']['sendMode'],
              });
              update.reset();
            }}
          >
            <FormControlLabel value="SEND" control={<Radio />} label="Send them at once" />
            <FormControlLabel
              value="DRAFT"
              control={<Radio />}
              label="Keep them as drafts for a person to approve"
            />
          </RadioGroup>
        </FormControl>
        {formError !== undefined && <Alert severity="error">{formError}</Alert>}
        {update.isSuccess && <Alert severity="success">Saved.</Alert>}
        <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save capabilities
        </Button>
      </Stack>
    </>
  );
}
