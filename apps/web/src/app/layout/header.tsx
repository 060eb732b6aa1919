import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import {
  AppBar,
  Box,
  Button,
  Divider,
  IconButton,
  LinearProgress,
  Link,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigation } from 'react-router';
import { LogoMark } from '#src/components/ui/logo.tsx';
import { JobsMenu } from '#src/features/jobs/components/jobs-menu.tsx';
import { useHiddenFeatures } from '#src/features/hidden-features/hidden-features-provider.tsx';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { userLabel } from '#src/lib/auth/user-label.ts';
import { useThemeMode } from '#src/features/theme/theme-mode.ts';
import { headerControls } from './header-rules.ts';

export function Header() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { isLoggedIn } = useSession();
  const controls = headerControls(pathname, isLoggedIn);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {controls.logo && (
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            aria-label="Parley home"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}
          >
            <LogoMark />
            <Typography component="span" variant="h6" sx={{ fontWeight: 700, color: 'text.primary' }}>
              Parley
            </Typography>
          </Link>
        )}
        <Box sx={{ flex: 1 }} />
        <ThemeToggle />
        {controls.jobs && <JobsMenu />}
        {controls.login && (
          <Button component={RouterLink} to="/login" variant="contained">
            Login
          </Button>
        )}
        {controls.console && (
          <Button component={RouterLink} to="/console" variant="contained">
            Console
          </Button>
        )}
        {/* Keyed so the menu closes whenever the route or the login state changes. */}
        {controls.userMenu && <UserMenu key={`${pathname}|${String(isLoggedIn)}`} />}
      </Toolbar>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}
        />
      )}
    </AppBar>
  );
}

function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const { countThemeToggleClick } = useHiddenFeatures();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => {
          toggle();
          countThemeToggleClick();
        }}
      >
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

function UserMenu() {
  const { user, logout } = useSession();
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = userLabel(user);
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      {isMobile ? (
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
        >
          <AccountCircleIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          aria-haspopup="menu"
          startIcon={<AccountCircleIcon />}
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
          sx={{ maxWidth: 240, '& .label': { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          <span className="label">{label}</span>
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to="/console/account" onClick={close}>
          Account Settings
        </MenuItem>
        <MenuItem component={RouterLink} to="/console/teams" onClick={close}>
          Manage Teams
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
