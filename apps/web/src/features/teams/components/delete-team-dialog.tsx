import type { TeamDetail } from '@parley/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formErrorOf } from '#src/lib/forms.ts';
import { useDeleteTeam } from '../api/delete-team.ts';

/** Deleting a team cannot be undone, so its name must be typed to confirm. */
export function DeleteTeamDialog({ team, onClose }: { team: TeamDetail; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteTeam();
  const navigate = useNavigate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-team-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-team-title">Delete {team.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          This deletes the team and everything it owns: agents, knowledge, conversations, memories, jobs and
          credentials. It cannot be undone. Type the team&apos;s name to confirm.
        </DialogContentText>
        <TextField
          label="Team name"
          fullWidth
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {formErrorOf(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={typed !== team.name}
          loading={remove.isPending}
          onClick={() => {
            remove.mutate(team.id, {
              onSuccess: () => {
                void navigate('/console/teams', { replace: true });
              },
            });
          }}
        >
          Delete team
        </Button>
      </DialogActions>
    </Dialog>
  );
}
