import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';

/** Recovery codes, shown once: copy or download them, then confirm they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Alert severity="warning">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator
        app. They are not shown again.
      </Alert>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          gap: 1,
          fontFamily: 'monospace',
          fontSize: 15,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => {
            void navigator.clipboard.writeText(text).then(() => {
              setCopied(true);
            });
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button
          variant="outlined"
          component="a"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`Parley recovery codes\n\n${text}\n`)}`}
          download="parley-recovery-codes.txt"
        >
          Download
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}
