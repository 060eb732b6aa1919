import { generatedAgentEmail } from '@parley/contract';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ContentContainer } from '#src/components/ui/content-container.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useSystemConfiguration } from '#src/lib/system-configuration.ts';
import { useTeams } from '#src/lib/teams.ts';
import { useCreateAgent } from '../api/agents.ts';
import { agentPath } from './agent-page.tsx';

const newAgentForm = z.object({
  teamId: z.uuid('choose a team'),
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
});

export function NewAgentPage() {
  const { teamId: routeTeamId = '' } = useParams();
  const teams = useTeams();
  const configuration = useSystemConfiguration();
  const [values, setValues] = useState({ teamId: routeTeamId, name: '' });
  const form = useFieldErrors();
  const create = useCreateAgent();
  const navigate = useNavigate();
  const teamName = teams.data?.find((team) => team.id === values.teamId)?.name ?? '';
  const domain = configuration.status === 'loaded' ? configuration.configuration.domains[0] : undefined;
  const preview = values.name.trim() === '' ? '' : generatedAgentEmail(teamName, values.name, domain);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(newAgentForm, values);
    if (body === undefined) return;
    create.mutate(body, {
      onSuccess: (agent) => {
        void navigate(agentPath(agent));
      },
      onError: form.showServerErrors,
    });
  };
  const formError = formErrorOf(create.error);

  return (
    <ContentContainer sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <PageHeader
          title="New agent"
          subtitle="Give it a name; you can shape everything else once it exists."
          back={{ to: `/console/team/${routeTeamId}`, label: teamName === '' ? 'Team' : teamName }}
        />
        <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ maxWidth: 520 }}>
          <TextField
            select
            label="Team"
            value={teams.isSuccess ? values.teamId : ''}
            onChange={(event) => {
              setValues({ ...values, teamId: event.target.value });
            }}
            {...form.field('teamId')}
          >
            {(teams.data ?? []).map((team) => (
              <MenuItem key={team.id} value={team.id}>
                {team.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Agent name"
            value={values.name}
            onChange={(event) => {
              setValues({ ...values, name: event.target.value });
            }}
            autoFocus
            {...form.field('name')}
          />
          {preview !== '' && (
            <Typography variant="body2" color="text.secondary" data-testid="address-preview">
              It will answer at <strong>{preview}</strong> (you can change it later).
            </Typography>
          )}
          {formError !== undefined && <Alert severity="error">{formError}</Alert>}
          <Button
            type="submit"
            variant="contained"
            loading={create.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            Create agent
          </Button>
        </Stack>
      </Stack>
    </ContentContainer>
  );
}
