import type { User } from '@parley/contract';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { formErrorOf } from '#src/lib/forms.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { useSetupTwoFactor } from '../api/setup-two-factor.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SettingsSection } from './settings-section.tsx';

export function TwoFactorSection({ user }: { user: User }) {
  const { refresh } = useSession();
  const [shownCodes, setShownCodes] = useState<string[] | undefined>(undefined);

  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor sign-in"
      description="After your password, Parley also asks for a code from an authenticator app on your phone."
    >
      <Box>
        <Chip
          color={user.twoFactorEnabled ? 'success' : 'default'}
          label={user.twoFactorEnabled ? 'On' : 'Off'}
          size="small"
        />
      </Box>
      {shownCodes !== undefined ? (
        <RecoveryCodes
          codes={shownCodes}
          onDone={() => {
            setShownCodes(undefined);
          }}
        />
      ) : user.twoFactorEnabled ? (
        <ManageTwoFactor onCodes={setShownCodes} onDisabled={() => void refresh()} />
      ) : (
        <EnableTwoFactor
          onEnabled={(codes) => {
            setShownCodes(codes);
            void refresh();
          }}
        />
      )}
    </SettingsSection>
  );
}

function EnableTwoFactor({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');

  if (!setup.isSuccess) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {setup.isError && <Alert severity="error">{formErrorOf(setup.error)}</Alert>}
        <Button
          variant="contained"
          loading={setup.isPending}
          onClick={() => {
            setup.mutate();
          }}
        >
          Turn on two-factor sign-in
        </Button>
      </Stack>
    );
  }
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    enable.mutate(code.trim(), {
      onSuccess: (result) => {
        onEnabled(result.recoveryCodes);
      },
    });
  };
  return (
    <Stack spacing={2}>
      <Typography>
        Scan this code with your authenticator app (for example Google Authenticator, 1Password or Authy),
        then enter the 6-digit code it shows.
      </Typography>
      <Box
        component="img"
        src={setup.data.qrCodeDataUrl}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        Cannot scan? Enter this key instead:{' '}
        <Box
          component="code"
          data-testid="totp-secret"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        >
          {setup.data.secret}
        </Box>
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        noValidate
        onSubmit={submit}
      >
        <TextField
          label="Code from the app"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
          }}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" loading={enable.isPending}>
          Confirm and turn on
        </Button>
      </Stack>
      {enable.isError && <Alert severity="error">{formErrorOf(enable.error)}</Alert>}
    </Stack>
  );
}

function ManageTwoFactor({
  onCodes,
  onDisabled,
}: {
  onCodes: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const [code, setCode] = useState('');
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const error = regenerate.error ?? disable.error;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        To replace your recovery codes or turn two-factor sign-in off, enter a code from your app or a
        recovery code.
      </Typography>
      <TextField
        label="Code"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
        }}
        autoComplete="one-time-code"
        sx={{ maxWidth: 280 }}
      />
      {error !== null && <Alert severity="error">{formErrorOf(error)}</Alert>}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          loading={regenerate.isPending}
          disabled={code.trim() === ''}
          onClick={() => {
            disable.reset();
            regenerate.mutate(code.trim(), {
              onSuccess: (result) => {
                onCodes(result.recoveryCodes);
              },
            });
          }}
        >
          Replace recovery codes
        </Button>
        <Button
          color="error"
          variant="outlined"
          loading={disable.isPending}
          disabled={code.trim() === ''}
          onClick={() => {
            regenerate.reset();
            disable.mutate(code.trim(), { onSuccess: onDisabled });
          }}
        >
          Turn off
        </Button>
      </Stack>
    </Stack>
  );
}
