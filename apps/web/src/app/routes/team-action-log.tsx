import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { ActionLogView } from '#src/features/metrics/components/action-log-view.tsx';

/** The action log of team work that belongs to no agent (a job started for the whole team). */
export function Component() {
  const { id = '', metricId = '' } = useParams();
  return (
    <ContentContainer sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <PageHeader title="Action log" back={{ to: `/console/team/${id}`, label: 'Team' }} />
        <ActionLogView metricId={metricId} />
      </Stack>
    </ContentContainer>
  );
}
