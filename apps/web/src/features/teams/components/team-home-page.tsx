import GroupIcon from '@mui/icons-material/Group';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { TeamPage } from './team-page.tsx';

function Tile({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Box sx={{ color: 'primary.main', mb: 1 }}>{icon}</Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A team's home; `agents` renders its agents (they come from the agents feature). */
export function TeamHomePage({
  agents,
  extra,
}: {
  agents: (teamId: string) => ReactNode;
  /** More for the team's home, below the tiles (its activity). */
  extra?: (teamId: string) => ReactNode;
}) {
  return (
    <TeamPage>
      {(team) => (
        <>
          <PageHeader
            title={team.name}
            subtitle={`${team.memberCount} member${team.memberCount === 1 ? '' : 's'}`}
            back={{ to: '/console/teams', label: 'Teams' }}
          />
          {agents(team.id)}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Tile
              to={`/console/team/${team.id}/knowledge`}
              icon={<MenuBookIcon />}
              title="Knowledge"
              text="Websites, files and Drive documents your agents can use."
            />
            <Tile
              to={`/console/team/${team.id}/users`}
              icon={<GroupIcon />}
              title="Members"
              text="Invite colleagues and manage who is in the team."
            />
            <Tile
              to={`/console/team/${team.id}/settings`}
              icon={<SettingsIcon />}
              title="Settings"
              text="The team's name, model provider keys and other credentials."
            />
          </Box>
          {extra?.(team.id)}
        </>
      )}
    </TeamPage>
  );
}
