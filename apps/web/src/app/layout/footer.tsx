import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';
import { useHiddenFeatures } from '#src/features/hidden-features/hidden-features-provider.tsx';
import { PRO_NOTICE } from '#src/features/plans/plans.ts';

const LINKS = [
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/about', label: 'About' },
];

export function Footer() {
  const hiddenFeatures = useHiddenFeatures();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 6 }}>
      <ContentContainer>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary" data-testid="pro-notice">
            {PRO_NOTICE}
          </Typography>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={{ xs: 1, md: 3 }}
            sx={{ alignItems: { md: 'center' } }}
          >
            <Stack component="nav" aria-label="Footer" direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
              {LINKS.map((link) => (
                <Link
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  variant="body2"
                  color="text.secondary"
                >
                  {link.label}
                </Link>
              ))}
              {hiddenFeatures.enabled && (
                <Link href="/api/docs" variant="body2" color="text.secondary">
                  API docs
                </Link>
              )}
            </Stack>
            <Box sx={{ flex: 1 }} />
            {hiddenFeatures.enabled && (
              <Button size="small" variant="outlined" onClick={hiddenFeatures.disable}>
                Turn off hidden features
              </Button>
            )}
            <Typography variant="body2" color="text.secondary">
              © {new Date().getFullYear()} Parley
            </Typography>
          </Stack>
        </Stack>
      </ContentContainer>
    </Box>
  );
}
