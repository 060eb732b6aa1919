import { logError } from '#src/lib/log.ts';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';

/** Shown in place of a page that failed to load or render; the header and footer stay. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    logError('A page failed', error);
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <ContentContainer sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          This page could not be shown
        </Typography>
        <Typography color="text.secondary">
          Something went wrong while loading it. Reloading usually helps; if Parley was just updated, it
          fetches the new version.
        </Typography>
        {detail !== undefined && <Alert severity="error">{detail}</Alert>}
        <Button
          variant="contained"
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload
        </Button>
      </Stack>
    </ContentContainer>
  );
}
