import { agentSettingsSchema, type Agent } from '@parley/contract';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useDeleteAgent, useUpdateAgent } from '../api/agents.ts';
import { useDefaultPrompts } from '../api/agent-support.ts';
import { AgentPage, agentPath } from './agent-page.tsx';

const personaForm = agentSettingsSchema.pick({
  name: true,
  description: true,
  persona: true,
  instructions: true,
  signature: true,
});

export function AgentEditPage() {
  return <AgentPage>{(agent) => <EditAgent agent={agent} />}</AgentPage>;
}

function EditAgent({ agent }: { agent: Agent }) {
  const [values, setValues] = useState({
    name: agent.name,
    description: agent.description,
    persona: agent.persona,
    instructions: agent.instructions,
    signature: agent.signature,
  });
  const form = useFieldErrors();
  const update = useUpdateAgent(agent.id);
  const prompts = useDefaultPrompts();
  const [deleting, setDeleting] = useState(false);
  const template = prompts.data?.find((prompt) => prompt.id === 'agent-persona')?.template;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(personaForm, values);
    if (body !== undefined) update.mutate(body, { onError: form.showServerErrors });
  };
  const text = (name: keyof typeof values, label: string, rows = 1, hint?: string) => (
    <TextField
      label={label}
      value={values[name]}
      multiline={rows > 1}
      minRows={rows}
      onChange={(event) => {
        setValues({ ...values, [name]: event.target.value });
        update.reset();
      }}
      {...form.field(name, hint)}
    />
  );
  const formError = formErrorOf(update.error);

  return (
    <>
      <PageHeader title="Persona" subtitle={agent.name} back={{ to: agentPath(agent), label: agent.name }} />
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {text('name', 'Name', 1, 'Renaming keeps the e-mail address.')}
        {text('description', 'Description', 2, 'For the team: what this agent is for.')}
        {text('persona', 'Persona', 4, 'Who the agent is; the start of its system prompt.')}
        {text('instructions', 'Instructions', 4, 'How it works, and what it must never do.')}
        {text('signature', 'Signature', 2, 'Ends every reply.')}
        {template !== undefined && (
          <Typography variant="body2" color="text.secondary">
            The persona and instructions fill this template: <code>{template}</code>
          </Typography>
        )}
        {formError !== undefined && <Alert severity="error">{formError}</Alert>}
        {update.isSuccess && <Alert severity="success">Saved.</Alert>}
        <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save
        </Button>
      </Stack>
      <Card variant="outlined" sx={{ borderColor: 'error.main' }}>
        <CardContent>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Delete the agent
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Its address stops working, and its scenarios, conversations and memories go with it.
            </Typography>
            <Button
              color="error"
              variant="outlined"
              onClick={() => {
                setDeleting(true);
              }}
            >
              Delete agent…
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {deleting && (
        <DeleteAgentDialog
          agent={agent}
          onClose={() => {
            setDeleting(false);
          }}
        />
      )}
    </>
  );
}

function DeleteAgentDialog({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const remove = useDeleteAgent(agent.teamId);
  const navigate = useNavigate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-agent-title">
      <DialogTitle id="delete-agent-title">Delete {agent.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>This cannot be undone.</DialogContentText>
        {remove.isError && <Alert severity="error">{formErrorOf(remove.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() => {
            remove.mutate(agent.id, {
              onSuccess: () => {
                void navigate(`/console/team/${agent.teamId}`, { replace: true });
              },
            });
          }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
