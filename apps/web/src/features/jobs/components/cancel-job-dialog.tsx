import type { Job } from '@parley/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useEffect } from 'react';
import { logError } from '#src/lib/log.ts';
import { useCancelJob } from '../api/jobs.ts';

/** Spec §9: after a successful cancel the dialog closes by itself after 1.5 s. */
export const CANCEL_DIALOG_CLOSE_MS = 1500;

export function CancelJobDialog({ job, onClose }: { job: Job; onClose: (canceled: boolean) => void }) {
  const cancel = useCancelJob();
  useEffect(() => {
    if (!cancel.isSuccess) return undefined;
    const timer = setTimeout(() => {
      onClose(true);
    }, CANCEL_DIALOG_CLOSE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [cancel.isSuccess, onClose]);

  return (
    <Dialog
      open
      onClose={() => {
        onClose(cancel.isSuccess);
      }}
      aria-labelledby="cancel-job-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="cancel-job-title">Cancel this job?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {job.name}:{' '}
          {job.status === 'pending'
            ? 'it has not started and will not.'
            : 'it stops after the task it is working on.'}
        </DialogContentText>
        {cancel.isSuccess && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Job canceled successfully
          </Alert>
        )}
        {cancel.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Failed to cancel job. Please try again.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            onClose(cancel.isSuccess);
          }}
        >
          Close
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={cancel.isSuccess}
          loading={cancel.isPending}
          onClick={() => {
            cancel.mutate(job.id, {
              onError: (error) => {
                logError('Failed to cancel the job', error);
              },
            });
          }}
        >
          Cancel job
        </Button>
      </DialogActions>
    </Dialog>
  );
}
