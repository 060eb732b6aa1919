import { Card, CardContent, Typography } from '@mui/material';

/** A small card with one labelled figure (a count, a rate, a setting). */
export function StatCard({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}
