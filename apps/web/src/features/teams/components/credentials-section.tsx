import type { Credential } from '@parley/contract';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formErrorOf } from '#src/lib/forms.ts';
import { useCredentials, useDeleteCredential } from '../api/credentials.ts';
import { kindLabel } from '../credential-kinds.ts';
import { CredentialDialog } from './credential-dialog.tsx';

export function CredentialsSection({ teamId }: { teamId: string }) {
  const credentials = useCredentials(teamId);
  const remove = useDeleteCredential(teamId);
  const [editing, setEditing] = useState<Credential | 'new' | undefined>(undefined);
  return (
    <Card variant="outlined" component="section" aria-labelledby="credentials-title">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Stack sx={{ flex: 1 }}>
              <Typography id="credentials-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                Credentials
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Model provider keys and mail servers for this team. Secrets are encrypted and never shown
                again.
              </Typography>
            </Stack>
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              onClick={() => {
                setEditing('new');
              }}
            >
              Add
            </Button>
          </Stack>
          {credentials.isError && <Alert severity="error">{credentials.error.message}</Alert>}
          {remove.isError && <Alert severity="error">{formErrorOf(remove.error)}</Alert>}
          {credentials.isSuccess && credentials.data.length === 0 && (
            <Typography color="text.secondary">
              None yet. Without one, agents use the deployment&apos;s default provider, or answer with the
              built-in extractive mode.
            </Typography>
          )}
          <List disablePadding>
            {(credentials.data ?? []).map((credential) => (
              <ListItem
                key={credential.id}
                disableGutters
                data-testid="credential"
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    {credential.kind !== 'google-drive' && (
                      <Button
                        onClick={() => {
                          setEditing(credential);
                        }}
                      >
                        Edit
                      </Button>
                    )}
                    <Button
                      color="error"
                      aria-label={`Delete ${credential.name}`}
                      onClick={() => {
                        remove.mutate(credential.id);
                      }}
                    >
                      Delete
                    </Button>
                  </Stack>
                }
              >
                <ListItemText
                  primary={credential.name}
                  secondary={`${kindLabel(credential.kind)}${credential.secretHint === null ? '' : ` · key ${credential.secretHint}`}`}
                  sx={{ pr: 18 }}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      </CardContent>
      {editing !== undefined && (
        <CredentialDialog
          teamId={teamId}
          credential={editing === 'new' ? undefined : editing}
          onClose={() => {
            setEditing(undefined);
          }}
        />
      )}
    </Card>
  );
}
