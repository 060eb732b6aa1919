import { emailField, type TeamDetail } from '@parley/contract';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { relativeTime } from '#src/lib/relative-time.ts';
import { useAddTeamUser } from '../api/add-team-user.ts';
import { useCreateTeamInvite } from '../api/create-team-invite.ts';
import { useDeleteTeamInvite } from '../api/delete-team-invite.ts';
import { useRemoveTeamUser } from '../api/remove-team-user.ts';
import { useTeamInvites } from '../api/team-invites.ts';
import { useTeamUsers } from '../api/team-users.ts';
import { TeamPage } from './team-page.tsx';

const emailForm = z.object({ email: emailField });

export function TeamUsersPage() {
  return (
    <TeamPage>
      {(team) => (
        <>
          <PageHeader
            title="Members"
            subtitle={team.name}
            back={{ to: `/console/team/${team.id}`, label: team.name }}
          />
          <InviteForm team={team} />
          <Members team={team} />
          <Invitations team={team} />
        </>
      )}
    </TeamPage>
  );
}

function InviteForm({ team }: { team: TeamDetail }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | undefined>(undefined);
  const form = useFieldErrors();
  const invite = useCreateTeamInvite(team.id);
  const add = useAddTeamUser(team.id);
  const error = invite.error ?? add.error;

  const submitWith = (action: 'invite' | 'add') => {
    const body = form.check(emailForm, { email });
    if (body === undefined) return;
    invite.reset();
    add.reset();
    setSent(undefined);
    const done = () => {
      setSent(
        action === 'invite'
          ? `Invitation sent to ${body.email}.`
          : `${body.email} is added. Without an account yet, they join once they sign up and confirm the address.`,
      );
      setEmail('');
    };
    if (action === 'invite') invite.mutate(body.email, { onSuccess: done, onError: form.showServerErrors });
    else add.mutate(body.email, { onSuccess: done, onError: form.showServerErrors });
  };
  const formError = formErrorOf(error);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(event: SubmitEvent) => {
            event.preventDefault();
            submitWith('invite');
          }}
        >
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Invite by e-mail
          </Typography>
          <Typography variant="body2" color="text.secondary">
            An invitation asks first and is valid for 7 days. Adding someone directly makes them a member at
            once.
          </Typography>
          <TextField
            label="E-mail address"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
            {...form.field('email')}
          />
          {formError !== undefined && <Alert severity="error">{formError}</Alert>}
          {sent !== undefined && <Alert severity="success">{sent}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" loading={invite.isPending}>
              Send invitation
            </Button>
            <Button
              variant="outlined"
              loading={add.isPending}
              onClick={() => {
                submitWith('add');
              }}
            >
              Add directly
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Members({ team }: { team: TeamDetail }) {
  const people = useTeamUsers(team.id);
  const remove = useRemoveTeamUser(team.id);
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <Stack component="section" spacing={1} aria-labelledby="members-title">
      <Typography id="members-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        People
      </Typography>
      {remove.isError && <Alert severity="error">{formErrorOf(remove.error)}</Alert>}
      {people.isError && <Alert severity="error">{people.error.message}</Alert>}
      <List disablePadding>
        {(people.data ?? []).map((person) => {
          const isYou = person.email === user?.email;
          const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
          return (
            <ListItem
              key={person.email}
              disableGutters
              data-testid="team-user"
              secondaryAction={
                <Button
                  color="error"
                  aria-label={`${isYou ? 'Leave the team' : 'Remove'} ${person.email}`}
                  onClick={() => {
                    remove.mutate(person.email, {
                      onSuccess: () => {
                        if (isYou) void navigate('/console/teams');
                      },
                    });
                  }}
                >
                  {isYou ? 'Leave' : 'Remove'}
                </Button>
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pr: 10 }}>
                    <span>{name === '' ? person.email : name}</span>
                    {isYou && <Chip size="small" label="You" />}
                    {person.status === 'pending' && (
                      <Chip size="small" color="warning" label="Joins after sign-up" />
                    )}
                  </Stack>
                }
                secondary={name === '' ? undefined : person.email}
              />
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}

function Invitations({ team }: { team: TeamDetail }) {
  const invites = useTeamInvites(team.id);
  const withdraw = useDeleteTeamInvite(team.id);
  if (!invites.isSuccess || invites.data.length === 0) return null;
  return (
    <Stack component="section" spacing={1} aria-labelledby="team-invitations-title">
      <Typography id="team-invitations-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Open invitations
      </Typography>
      {withdraw.isError && <Alert severity="error">{formErrorOf(withdraw.error)}</Alert>}
      <List disablePadding>
        {invites.data.map((invite) => (
          <ListItem
            key={invite.email}
            disableGutters
            data-testid="team-invite"
            secondaryAction={
              <Button
                onClick={() => {
                  withdraw.mutate(invite.email);
                }}
              >
                Withdraw
              </Button>
            }
          >
            <ListItemText
              primary={invite.email}
              secondary={
                invite.expired
                  ? 'Expired: withdraw it to send a new one'
                  : `Invited ${relativeTime(invite.createdAt)}${invite.invitedBy === null ? '' : ` by ${invite.invitedBy}`}`
              }
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
