import {
  ANSWER_POLICIES,
  scenarioSettingsSchema,
  type Agent,
  type AnswerPolicy,
  type Scenario,
} from '@parley/contract';
import {
  Alert,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FullPageSpinner } from '#src/components/ui/full-page-spinner.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useCreateScenario, useScenario, useUpdateScenario } from '../api/scenarios.ts';
import { linesToList, listToLines } from '../lines.ts';
import { AgentPage, agentPath } from './agent-page.tsx';
import { GoalsEditor } from './goals-editor.tsx';
import { POLICY_LABELS } from './scenarios-page.tsx';

export function NewScenarioPage() {
  return <AgentPage>{(agent) => <ScenarioForm agent={agent} scenario={undefined} />}</AgentPage>;
}

export function EditScenarioPage() {
  const { scenarioId = '' } = useParams();
  const scenario = useScenario(scenarioId);
  return (
    <AgentPage>
      {(agent) =>
        scenario.isPending ? (
          <FullPageSpinner />
        ) : scenario.isError || scenario.data.agentId !== agent.id ? (
          <Alert severity="info">
            {scenario.error?.message ?? 'There is no such scenario for this agent.'}
          </Alert>
        ) : (
          <>
            <ScenarioForm key={scenario.data.id} agent={agent} scenario={scenario.data} />
            <GoalsEditor scenario={scenario.data} />
          </>
        )
      }
    </AgentPage>
  );
}

function ScenarioForm({ agent, scenario }: { agent: Agent; scenario: Scenario | undefined }) {
  const [name, setName] = useState(scenario?.name ?? '');
  const [description, setDescription] = useState(scenario?.description ?? '');
  const [instructions, setInstructions] = useState(scenario?.instructions ?? '');
  const [examples, setExamples] = useState(listToLines(scenario?.exampleMessages ?? []));
  const [senderContains, setSenderContains] = useState(scenario?.conditions.senderContains ?? '');
  const [subjectContains, setSubjectContains] = useState(scenario?.conditions.subjectContains ?? '');
  const [answerPolicy, setAnswerPolicy] = useState<AnswerPolicy>(scenario?.answerPolicy ?? 'REPLY');
  const [handoffTo, setHandoffTo] = useState(listToLines(scenario?.handoffTo ?? []));
  const [priority, setPriority] = useState(String(scenario?.priority ?? 50));
  const [enabled, setEnabled] = useState(scenario?.enabled ?? true);
  const form = useFieldErrors();
  const create = useCreateScenario();
  const update = useUpdateScenario(scenario?.id ?? '');
  const navigate = useNavigate();
  const mutation = scenario === undefined ? create : update;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(scenarioSettingsSchema, {
      name,
      description,
      instructions,
      exampleMessages: linesToList(examples),
      conditions: {
        senderContains: senderContains.trim() === '' ? null : senderContains,
        subjectContains: subjectContains.trim() === '' ? null : subjectContains,
      },
      answerPolicy,
      handoffTo: answerPolicy === 'HANDOFF' ? linesToList(handoffTo) : [],
      priority: Number(priority),
      enabled,
    });
    if (body === undefined) return;
    if (scenario === undefined) {
      create.mutate(
        { ...body, agentId: agent.id },
        {
          onSuccess: (created) => {
            void navigate(agentPath(agent, `scenario/${created.id}/edit`), { replace: true });
          },
          onError: form.showServerErrors,
        },
      );
    } else {
      update.mutate(body, { onError: form.showServerErrors });
    }
  };
  const formError = formErrorOf(mutation.error);

  return (
    <>
      <PageHeader
        title={scenario === undefined ? 'New scenario' : scenario.name}
        subtitle={agent.name}
        back={{ to: agentPath(agent, 'scenarios'), label: 'Scenarios' }}
      />
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={submit}
        onChange={() => {
          update.reset();
        }}
      >
        <TextField
          label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
          {...form.field('name')}
        />
        <TextField
          label="When it applies"
          multiline
          minRows={2}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
          }}
          {...form.field('description', 'Describe the messages this scenario is for.')}
        />
        <TextField
          label="Example messages"
          multiline
          minRows={2}
          value={examples}
          onChange={(event) => {
            setExamples(event.target.value);
          }}
          {...form.field('exampleMessages', 'One per line; they help match new messages.')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Only if the sender contains"
            value={senderContains}
            onChange={(event) => {
              setSenderContains(event.target.value);
            }}
            fullWidth
            {...form.field('conditions', 'Optional, e.g. @customer.com')}
          />
          <TextField
            label="Only if the subject contains"
            value={subjectContains}
            onChange={(event) => {
              setSubjectContains(event.target.value);
            }}
            fullWidth
            helperText="Optional"
          />
        </Stack>
        <TextField
          label="Instructions"
          multiline
          minRows={3}
          value={instructions}
          onChange={(event) => {
            setInstructions(event.target.value);
          }}
          {...form.field('instructions', 'How to handle a message in this scenario.')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Answer"
            value={answerPolicy}
            onChange={(event) => {
              setAnswerPolicy(event.target.value as AnswerPolicy);
            }}
            fullWidth
          >
            {ANSWER_POLICIES.map((policy) => (
              <MenuItem key={policy} value={policy}>
                {POLICY_LABELS[policy]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Priority"
            type="number"
            value={priority}
            onChange={(event) => {
              setPriority(event.target.value);
            }}
            fullWidth
            {...form.field('priority', '0–100; higher wins when several match')}
          />
        </Stack>
        {answerPolicy === 'HANDOFF' && (
          <TextField
            label="Hand off to"
            multiline
            minRows={2}
            value={handoffTo}
            onChange={(event) => {
              setHandoffTo(event.target.value);
            }}
            {...form.field('handoffTo', 'Team members’ addresses, one per line')}
          />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={enabled}
              onChange={(event) => {
                setEnabled(event.target.checked);
              }}
            />
          }
          label="On"
        />
        {formError !== undefined && <Alert severity="error">{formError}</Alert>}
        {update.isSuccess && <Alert severity="success">Saved.</Alert>}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {scenario === undefined ? 'Create scenario' : 'Save scenario'}
          </Button>
          {scenario === undefined && (
            <Typography variant="body2" color="text.secondary">
              You add its goals next.
            </Typography>
          )}
        </Stack>
      </Stack>
    </>
  );
}
