import { Box, Grow, Paper } from '@mui/material';
import { useState } from 'react';
import { useHiddenFeatures } from './hidden-features-provider.tsx';

/** The bottom-centre notice shown for 3 s when hidden features are switched on or off. */
export function HiddenFeaturesNotice() {
  const { notice } = useHiddenFeatures();
  // The text stays while the notice animates out.
  const [shown, setShown] = useState(notice);
  if (notice !== null && notice !== shown) setShown(notice);
  return (
    <Box
      sx={{
        position: 'fixed',
        bottom: 24,
        left: 0,
        right: 0,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      <Grow in={notice !== null} unmountOnExit>
        <Paper
          role="status"
          elevation={6}
          sx={{
            px: 3,
            py: 1.25,
            bgcolor: 'text.primary',
            color: 'background.paper',
            fontWeight: 600,
            borderRadius: 999,
          }}
        >
          {shown}
        </Paper>
      </Grow>
    </Box>
  );
}
