import { Box } from '@mui/material';

/** Parley's mark: a speech bubble. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M8 10h16v10H14l-5 4v-4H8z" fill="#fff" />
    </Box>
  );
}
