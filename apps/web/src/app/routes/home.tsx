import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckIcon from '@mui/icons-material/Check';
import GroupsIcon from '@mui/icons-material/Groups';
import HubIcon from '@mui/icons-material/Hub';
import MailIcon from '@mui/icons-material/Mail';
import MicIcon from '@mui/icons-material/Mic';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';
import { LogoMark } from '#src/components/ui/logo.tsx';
import { RevealOnScroll } from '#src/components/ui/reveal-on-scroll.tsx';
import { PLANS, type Plan } from '#src/features/plans/plans.ts';
import { ProComingSoonDialog } from '#src/features/plans/pro-coming-soon-dialog.tsx';
import { useSession } from '#src/lib/auth/session-provider.tsx';

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <MailIcon />,
    title: 'Agents with an address',
    text: 'Every agent gets its own e-mail address and answers incoming mail by the scenarios and goals you give it, or drafts replies for your approval.',
  },
  {
    icon: <AutoAwesomeIcon />,
    title: 'Grounded in your knowledge',
    text: 'Point agents at websites, files and Google Drive. Answers cite what your team actually wrote, and memories and notes carry context forward.',
  },
  {
    icon: <HubIcon />,
    title: 'A knowledge graph you shape',
    text: 'Describe the kinds of things and relations that matter to you in YAML; agents extract them and use the facts when they answer.',
  },
  {
    icon: <MicIcon />,
    title: 'Talk to them live',
    text: 'Anyone in the team can speak to an agent by voice, right in the browser, to try it out or to get an answer fast.',
  },
  {
    icon: <ScheduleIcon />,
    title: 'Jobs you can see and stop',
    text: 'Long work runs in the background with live progress and a cancel that works, and every step lands in the action log.',
  },
  {
    icon: <GroupsIcon />,
    title: 'Built for teams',
    text: 'Invite colleagues by e-mail. Agents, sources, conversations and credentials belong to the team, and only the team sees them.',
  },
];

const STEPS = [
  { title: 'Create a team', text: 'Sign up, name your team and invite the people who work with you.' },
  { title: 'Build an agent', text: 'Give it a persona, scenarios, goals and the knowledge it may use.' },
  {
    title: 'Let it answer',
    text: 'Start it. It replies to mail it is allowed to answer and logs every step.',
  },
];

export function Component() {
  const { isLoggedIn } = useSession();
  const [proOpen, setProOpen] = useState(false);
  const startPath = isLoggedIn ? '/console' : '/create-account';

  return (
    <>
      <Box
        component="section"
        sx={{
          py: { xs: 8, md: 12 },
          background: (theme) =>
            `radial-gradient(circle at 20% 0%, ${theme.palette.primary.main}22, transparent 60%)`,
        }}
      >
        <ContentContainer>
          <RevealOnScroll>
            <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'primary.main' }}>
                <LogoMark size={44} />
                <Typography variant="h4" component="p" sx={{ fontWeight: 800, color: 'text.primary' }}>
                  Parley
                </Typography>
              </Stack>
              <Typography variant="h2" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 36, md: 54 } }}>
                AI agents that answer your team&apos;s e-mail, and talk back.
              </Typography>
              <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 640 }}>
                Build agents that know your business, give each one an address, and watch them handle mail
                with the scenarios, goals and knowledge you choose. Speak to any of them live, in the browser.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button component={RouterLink} to={startPath} variant="contained" size="large">
                  {isLoggedIn ? 'Open the console' : 'Start for free'}
                </Button>
                <Button component="a" href="#pricing" variant="outlined" size="large">
                  See pricing
                </Button>
              </Stack>
            </Stack>
          </RevealOnScroll>
        </ContentContainer>
      </Box>

      <Section id="features" title="Everything an agent needs to do real work">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          }}
        >
          {FEATURES.map((feature, index) => (
            <RevealOnScroll key={feature.title} delayMs={(index % 3) * 100}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Box sx={{ color: 'primary.main', mb: 1 }}>{feature.icon}</Box>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {feature.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {feature.text}
                  </Typography>
                </CardContent>
              </Card>
            </RevealOnScroll>
          ))}
        </Box>
      </Section>

      <Section id="how-it-works" title="How it works">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {STEPS.map((step, index) => (
            <RevealOnScroll key={step.title} delayMs={index * 120} sx={{ flex: 1 }}>
              <Stack spacing={1}>
                <Chip label={index + 1} color="primary" sx={{ width: 36, fontWeight: 700 }} />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {step.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.text}
                </Typography>
              </Stack>
            </RevealOnScroll>
          ))}
        </Stack>
      </Section>

      <Section id="pricing" title="Pricing">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {PLANS.map((plan, index) => (
            <RevealOnScroll key={plan.id} delayMs={index * 120}>
              <PlanCard
                plan={plan}
                startPath={startPath}
                onChoosePro={() => {
                  setProOpen(true);
                }}
              />
            </RevealOnScroll>
          ))}
        </Box>
      </Section>

      <ProComingSoonDialog
        open={proOpen}
        onClose={() => {
          setProOpen(false);
        }}
        continueTo={startPath}
      />
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ py: { xs: 5, md: 7 } }}>
      <ContentContainer>
        <RevealOnScroll>
          <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontWeight: 800, mb: 3 }}>
            {title}
          </Typography>
        </RevealOnScroll>
        {children}
      </ContentContainer>
    </Box>
  );
}

function PlanCard({
  plan,
  startPath,
  onChoosePro,
}: {
  plan: Plan;
  startPath: string;
  onChoosePro: () => void;
}) {
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={`${plan.name} plan`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: plan.comingSoon ? 'primary.main' : undefined,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h3" sx={{ fontWeight: 800 }}>
            {plan.name}
          </Typography>
          {plan.comingSoon && <Chip size="small" color="primary" label="Coming soon" />}
        </Stack>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
          {plan.price}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {plan.tagline}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {plan.features.map((feature) => (
            <Stack component="li" key={feature} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <CheckIcon fontSize="small" color="secondary" />
              <Typography variant="body2">{feature}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        {plan.comingSoon ? (
          <Button fullWidth variant="outlined" onClick={onChoosePro}>
            Get Pro
          </Button>
        ) : (
          <Button fullWidth variant="contained" component={RouterLink} to={startPath}>
            Start for free
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
