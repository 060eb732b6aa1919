import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { Goal, Scenario } from '@parley/contract';
import { Alert, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { z } from 'zod';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useGoalMutations } from '../api/scenarios.ts';

const goalForm = z.object({
  description: z.string().trim().min(1, 'is required').max(2000),
  successCriteria: z.string().trim().max(2000),
});

/** What the agent tries to achieve in a scenario, in order: add, edit, move and remove goals. */
export function GoalsEditor({ scenario }: { scenario: Scenario }) {
  const goals = scenario.goals;
  const mutations = useGoalMutations(scenario.id);
  const error = mutations.reorder.error ?? mutations.remove.error;

  const move = (index: number, by: -1 | 1) => {
    const order = goals.map((goal) => goal.id);
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    order.splice(index + by, 0, moved);
    mutations.reorder.mutate(order);
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="goals-title">
      <Typography id="goals-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Goals
      </Typography>
      <Typography variant="body2" color="text.secondary">
        What the agent works towards in this scenario, in this order. Each conversation tracks which are
        achieved.
      </Typography>
      {error !== null && <Alert severity="error">{formErrorOf(error)}</Alert>}
      <Stack component="ol" spacing={1} aria-label="Goals in order" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {goals.map((goal, index) => (
          <li key={goal.id} data-testid="goal">
            <GoalRow
              goal={goal}
              index={index}
              last={index === goals.length - 1}
              busy={mutations.reorder.isPending}
              onMove={move}
              scenarioId={scenario.id}
            />
          </li>
        ))}
      </Stack>
      <NewGoal scenarioId={scenario.id} />
    </Stack>
  );
}

function GoalRow({
  goal,
  index,
  last,
  busy,
  onMove,
  scenarioId,
}: {
  goal: Goal;
  index: number;
  last: boolean;
  busy: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  scenarioId: string;
}) {
  const [editing, setEditing] = useState(false);
  const mutations = useGoalMutations(scenarioId);
  if (editing) {
    return (
      <GoalForm
        initial={goal}
        submitLabel="Save goal"
        pending={mutations.update.isPending}
        error={mutations.update.error}
        onCancel={() => {
          setEditing(false);
        }}
        onSubmit={(values, onError) => {
          mutations.update.mutate(
            { goalId: goal.id, ...values },
            {
              onSuccess: () => {
                setEditing(false);
              },
              onError,
            },
          );
        }}
      />
    );
  }
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700, minWidth: 24 }}>{index + 1}.</Typography>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography>{goal.description}</Typography>
          {goal.successCriteria !== '' && (
            <Typography variant="body2" color="text.secondary">
              Achieved when: {goal.successCriteria}
            </Typography>
          )}
        </Stack>
        <IconButton
          aria-label={`Move "${goal.description}" up`}
          disabled={index === 0 || busy}
          onClick={() => {
            onMove(index, -1);
          }}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={`Move "${goal.description}" down`}
          disabled={last || busy}
          onClick={() => {
            onMove(index, 1);
          }}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <Button
          onClick={() => {
            setEditing(true);
          }}
        >
          Edit
        </Button>
        <Button
          color="error"
          aria-label={`Delete "${goal.description}"`}
          onClick={() => {
            mutations.remove.mutate(goal.id);
          }}
        >
          Delete
        </Button>
      </CardContent>
    </Card>
  );
}

function NewGoal({ scenarioId }: { scenarioId: string }) {
  const mutations = useGoalMutations(scenarioId);
  const [key, setKey] = useState(0);
  return (
    <GoalForm
      key={key}
      initial={{ description: '', successCriteria: '' }}
      submitLabel="Add goal"
      pending={mutations.add.isPending}
      error={mutations.add.error}
      onSubmit={(values, onError) => {
        mutations.add.mutate(values, {
          onSuccess: () => {
            setKey((current) => current + 1);
          },
          onError,
        });
      }}
    />
  );
}

function GoalForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: { description: string; successCriteria: string };
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (
    values: { description: string; successCriteria: string },
    onError: (error: unknown) => void,
  ) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const form = useFieldErrors();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(goalForm, values);
    if (body !== undefined) onSubmit(body, form.showServerErrors);
  };
  const formError = formErrorOf(error);
  return (
    <Card variant="outlined" component="form" noValidate onSubmit={submit}>
      <CardContent>
        <Stack spacing={1.5}>
          <TextField
            label="Goal"
            size="small"
            value={values.description}
            onChange={(event) => {
              setValues({ ...values, description: event.target.value });
            }}
            {...form.field('description')}
          />
          <TextField
            label="Achieved when"
            size="small"
            value={values.successCriteria}
            onChange={(event) => {
              setValues({ ...values, successCriteria: event.target.value });
            }}
            {...form.field('successCriteria', 'Optional: how to tell')}
          />
          {formError !== undefined && <Alert severity="error">{formError}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="outlined" loading={pending}>
              {submitLabel}
            </Button>
            {onCancel !== undefined && <Button onClick={onCancel}>Cancel</Button>}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
