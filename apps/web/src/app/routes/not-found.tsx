import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';

export function Component() {
  const { pathname } = useLocation();
  return (
    <ContentContainer sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="overline" color="text.secondary">
          404
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary">
          There is no page at <code>{pathname}</code>. The link may be old, or the address mistyped.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the home page
        </Button>
      </Stack>
    </ContentContainer>
  );
}
