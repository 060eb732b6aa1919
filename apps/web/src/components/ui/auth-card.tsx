import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The narrow, centred card that sign-in and recovery screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack spacing={2.5}>
            <Stack spacing={0.5}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
                {title}
              </Typography>
              {subtitle !== undefined && <Typography color="text.secondary">{subtitle}</Typography>}
            </Stack>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
