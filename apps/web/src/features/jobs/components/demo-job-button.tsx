import { Alert, Button, Stack } from '@mui/material';
import { formErrorOf } from '#src/lib/forms.ts';
import { useStartDemoJob } from '../api/jobs.ts';

/** Starts a harmless job of short tasks, to try the job centre (shown with hidden features on). */
export function DemoJobButton({ teamId, agentId }: { teamId: string; agentId?: string }) {
  const start = useStartDemoJob();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        loading={start.isPending}
        onClick={() => {
          start.mutate({ teamId, agentId, tasks: 20, taskMs: 1500 });
        }}
      >
        Start a demo job
      </Button>
      {start.isSuccess && (
        <Alert severity="info">The demo job is queued: follow it under Actions in the header.</Alert>
      )}
      {start.isError && <Alert severity="error">{formErrorOf(start.error)}</Alert>}
    </Stack>
  );
}
