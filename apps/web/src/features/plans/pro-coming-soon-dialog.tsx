import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNavigate } from 'react-router';

/** The 'Pro Coming Soon' modal: Pro is not ready, Free is, and we will write when Pro is. */
export function ProComingSoonDialog({
  open,
  onClose,
  continueTo,
}: {
  open: boolean;
  onClose: () => void;
  /** Where 'Continue to Free' leads: sign-up, or the console for a signed-in visitor. */
  continueTo: string;
}) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="pro-coming-soon-title" maxWidth="xs" fullWidth>
      <DialogTitle id="pro-coming-soon-title">Pro Coming Soon</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Parley Pro is on its way. Sign up for Free today and we&apos;ll e-mail you as soon as Pro is ready.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            void navigate(continueTo);
          }}
        >
          Continue to Free
        </Button>
      </DialogActions>
    </Dialog>
  );
}
