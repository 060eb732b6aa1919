import ConstructionIcon from '@mui/icons-material/Construction';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';

/**
 * A registered route whose screen has not been built yet. It says so plainly, names the feature it
 * arrives with, and offers a way on.
 */
export function UpcomingPage({
  title,
  arrivesWith,
  back,
}: {
  title: string;
  arrivesWith: string;
  back: { to: string; label: string };
}) {
  return (
    <ContentContainer sx={{ py: { xs: 6, md: 8 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="upcoming-page">
        <ConstructionIcon color="disabled" fontSize="large" />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">
          This screen arrives with {arrivesWith}. It is not available in this version of Parley yet.
        </Typography>
        <Button component={RouterLink} to={back.to} variant="outlined">
          {back.label}
        </Button>
      </Stack>
    </ContentContainer>
  );
}
