import { mergeSx } from './merge-sx.ts';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** Spec §9: page content is at most 900 px wide. */
export const CONTENT_WIDTH_PX = 900;

export function ContentContainer({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box sx={mergeSx({ width: '100%', maxWidth: CONTENT_WIDTH_PX, mx: 'auto', px: { xs: 2, md: 3 } }, sx)}>
      {children}
    </Box>
  );
}
