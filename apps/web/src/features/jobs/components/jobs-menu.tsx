import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import type { Job } from '@parley/contract';
import {
  Badge,
  Box,
  CircularProgress,
  IconButton,
  LinearProgress,
  Link,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { actionLogPath } from '#src/lib/action-log-path.ts';
import { useActiveJobs } from '../api/jobs.ts';
import {
  activeCount,
  canCancel,
  isActive,
  entryText,
  jobProgress,
  progressStyle,
  timeLabel,
  type ProgressStyle,
} from '../job-display.ts';
import { CancelJobDialog } from './cancel-job-dialog.tsx';

/** Spec §9: the Actions dropdown is 300 px wide and at most 400 px high. */
export const JOBS_DROPDOWN_WIDTH_PX = 300;
export const JOBS_DROPDOWN_MAX_HEIGHT_PX = 400;

const BAR_COLORS: Record<ProgressStyle, 'primary' | 'inherit' | 'success' | 'error' | 'warning'> = {
  active: 'primary',
  pending: 'inherit',
  completed: 'success',
  error: 'error',
  canceled: 'warning',
};

/** The header's jobs-status button and its Actions dropdown (polled every 10 s while shown). */
export function JobsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [canceling, setCanceling] = useState<Job | undefined>(undefined);
  const jobs = useActiveJobs(true);
  const list = jobs.data ?? [];
  const active = list.filter(isActive);
  const count = activeCount(list);
  const overall =
    active.length === 0 ? 0 : active.reduce((sum, job) => sum + jobProgress(job).percent, 0) / active.length;
  const close = () => {
    setAnchor(null);
  };
  const closeDialog = useCallback(
    (canceled: boolean) => {
      setCanceling(undefined);
      if (canceled) void jobs.refetch();
    },
    [jobs],
  );

  return (
    <>
      <Tooltip title="Actions">
        <IconButton
          aria-label={`Actions: ${count} active`}
          aria-haspopup="dialog"
          onClick={(event) => {
            setAnchor(event.currentTarget);
            // Opening the list shows where things stand now, not at the last poll.
            void jobs.refetch();
          }}
        >
          <Badge badgeContent={count} color="primary">
            <WorkHistoryIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Actions',
            sx: {
              width: JOBS_DROPDOWN_WIDTH_PX,
              maxHeight: JOBS_DROPDOWN_MAX_HEIGHT_PX,
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ position: 'relative', display: 'inline-flex' }}>
            <CircularProgress
              aria-label="Overall progress"
              variant={
                active.length > 0 && active.every((job) => jobProgress(job).indeterminate)
                  ? 'indeterminate'
                  : 'determinate'
              }
              value={overall}
              size={32}
            />
          </Box>
          <Typography sx={{ fontWeight: 700 }}>Actions</Typography>
          <Typography color="text.secondary" data-testid="jobs-count">
            {count} active
          </Typography>
        </Stack>
        <Box sx={{ overflowY: 'auto' }}>
          {jobs.isSuccess && list.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              Nothing running. Long work, such as reading a website, shows up here.
            </Typography>
          )}
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((job) => (
              <JobEntry
                key={job.id}
                job={job}
                onOpen={close}
                onCancel={() => {
                  setCanceling(job);
                }}
              />
            ))}
          </Stack>
        </Box>
      </Popover>
      {canceling !== undefined && <CancelJobDialog job={canceling} onClose={closeDialog} />}
    </>
  );
}

function JobEntry({ job, onOpen, onCancel }: { job: Job; onOpen: () => void; onCancel: () => void }) {
  const { percent, indeterminate } = jobProgress(job);
  const style = progressStyle(job);
  return (
    <Box
      component="li"
      data-testid="job"
      data-status={job.status}
      sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
        {job.agentName === null ? job.teamName : `${job.agentName} · ${job.teamName}`}
      </Typography>
      <Link
        component={RouterLink}
        to={actionLogPath(job)}
        onClick={onOpen}
        underline="hover"
        sx={{ fontWeight: 600 }}
      >
        {job.name}
      </Link>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5 }}>
        <LinearProgress
          aria-label={`${job.name}: ${percent}%`}
          data-style={style}
          variant={indeterminate ? 'indeterminate' : 'determinate'}
          value={percent}
          color={BAR_COLORS[style]}
          sx={{
            flex: 1,
            height: 6,
            borderRadius: 3,
            opacity: style === 'pending' || style === 'canceled' ? 0.6 : 1,
          }}
        />
        <Typography variant="caption" data-testid="job-percent">
          {percent}%
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {timeLabel(job)}
      </Typography>
      <Typography
        variant="body2"
        color={job.status === 'error' ? 'error' : 'text.secondary'}
        data-testid="job-text"
      >
        {entryText(job)}
      </Typography>
      {canCancel(job) && (
        <Link component="button" type="button" variant="body2" color="error" onClick={onCancel}>
          Cancel
        </Link>
      )}
    </Box>
  );
}
