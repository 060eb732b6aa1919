import { keyframes } from '@emotion/react';
import { Box } from '@mui/material';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Spec §9: the full-page loading spinner is 50 px and turns once a second. */
export const SPINNER_SIZE_PX = 50;

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      sx={{ flex: 1, minHeight: '50vh', display: 'grid', placeItems: 'center' }}
    >
      <Box
        data-testid="full-page-spinner"
        sx={{
          width: SPINNER_SIZE_PX,
          height: SPINNER_SIZE_PX,
          borderRadius: '50%',
          border: 5,
          borderColor: 'action.hover',
          borderTopColor: 'primary.main',
          animation: `${spin} 1s linear infinite`,
        }}
      />
    </Box>
  );
}
