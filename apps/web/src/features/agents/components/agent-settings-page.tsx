import {
  AGENT_TONES,
  AGENT_VOICES,
  AUDIENCE_KINDS,
  CHAT_PROVIDERS,
  MODEL_PROVIDERS,
  SENDER_POLICY_KINDS,
  agentSettingsSchema,
  type Agent,
  type ChatProvider,
  type ModelProvider,
} from '@parley/contract';
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  CardContent,
  MenuItem,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState, type ReactNode, type SubmitEvent } from 'react';
import { z } from 'zod';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useUpdateAgent } from '../api/agents.ts';
import { useEmailValidation, useModelProviders, useModels } from '../api/agent-support.ts';
import { linesToList, listToLines } from '../lines.ts';
import { AgentPage, agentPath } from './agent-page.tsx';

const settingsForm = agentSettingsSchema
  .pick({
    language: true,
    tone: true,
    voice: true,
    model: true,
    embeddingModel: true,
    audience: true,
    senderPolicy: true,
    maxRepliesPerSenderPerHour: true,
  })
  .extend({ emailAddress: z.string().trim().toLowerCase().optional() });

const LIST_HINTS: Record<string, string> = {
  SPECIFIC_TEAM_USERS: 'Team members’ addresses, one per line',
  DOMAINS: 'Domains, one per line (example.com)',
  SPECIFIC_EMAIL_ADDRESSES: 'Addresses, one per line',
};

const words = (kind: string) =>
  kind
    .replaceAll('_', ' ')
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

export function AgentSettingsPage() {
  return <AgentPage>{(agent) => <Settings agent={agent} />}</AgentPage>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Settings({ agent }: { agent: Agent }) {
  const [emailAddress, setEmailAddress] = useState(agent.emailAddress ?? '');
  const [language, setLanguage] = useState(agent.language);
  const [tone, setTone] = useState(agent.tone);
  const [voice, setVoice] = useState(agent.voice);
  const [provider, setProvider] = useState<ChatProvider>(agent.model.provider);
  const [model, setModel] = useState(agent.model.model ?? '');
  const [temperature, setTemperature] = useState(agent.model.temperature);
  const [embeddingProvider, setEmbeddingProvider] = useState<ModelProvider | 'none'>(
    agent.embeddingModel?.provider ?? 'none',
  );
  const [embeddingModel, setEmbeddingModel] = useState(agent.embeddingModel?.model ?? '');
  const [audienceKind, setAudienceKind] = useState(agent.audience.kind);
  const [audienceList, setAudienceList] = useState(listToLines(agent.audience.list));
  const [senderKind, setSenderKind] = useState(agent.senderPolicy.kind);
  const [senderList, setSenderList] = useState(listToLines(agent.senderPolicy.list));
  const [limit, setLimit] = useState(String(agent.maxRepliesPerSenderPerHour));

  const providers = useModelProviders(agent.teamId);
  const models = useModels(agent.teamId, provider);
  const embeddingModels = useModels(
    agent.teamId,
    embeddingProvider === 'none' ? 'extractive' : embeddingProvider,
  );
  const typedAddress = useDeferredValue(emailAddress.trim().toLowerCase());
  const addressChanged = typedAddress !== '' && typedAddress !== agent.emailAddress;
  const addressCheck = useEmailValidation(typedAddress, agent.id, addressChanged);
  const form = useFieldErrors();
  const update = useUpdateAgent(agent.id);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(settingsForm, {
      ...(addressChanged ? { emailAddress: typedAddress } : {}),
      language,
      tone,
      voice,
      model: {
        provider,
        model: model.trim() === '' ? null : model.trim(),
        temperature,
        credentialId: agent.model.credentialId,
      },
      embeddingModel:
        embeddingProvider === 'none' || embeddingModel.trim() === ''
          ? null
          : { provider: embeddingProvider, model: embeddingModel.trim() },
      audience: { kind: audienceKind, list: linesToList(audienceList) },
      senderPolicy: { kind: senderKind, list: linesToList(senderList) },
      maxRepliesPerSenderPerHour: Number(limit),
    });
    if (body !== undefined) update.mutate(body, { onError: form.showServerErrors });
  };
  const providerName = (id: string) => providers.data?.find((entry) => entry.id === id)?.name ?? id;
  const configured = (id: string) => providers.data?.find((entry) => entry.id === id)?.configured === true;
  const formError = formErrorOf(update.error);
  const changed = () => {
    update.reset();
  };

  return (
    <>
      <PageHeader title="Settings" subtitle={agent.name} back={{ to: agentPath(agent), label: agent.name }} />
      <Stack component="form" spacing={2} noValidate onSubmit={submit} onChange={changed}>
        <Section title="E-mail address">
          <TextField
            label="Address"
            value={emailAddress}
            onChange={(event) => {
              setEmailAddress(event.target.value);
            }}
            disabled={agent.emailAddress === null}
            {...form.field(
              'emailAddress',
              addressChanged && addressCheck.isSuccess
                ? (addressCheck.data.reason ?? 'Available')
                : 'Another local part, on any of this deployment’s domains',
            )}
            error={
              form.errors.emailAddress !== undefined || (addressChanged && addressCheck.data?.reason != null)
            }
          />
        </Section>

        <Section title="Model">
          <TextField
            select
            label="Provider"
            value={provider}
            onChange={(event) => {
              setProvider(event.target.value as ChatProvider);
              setModel('');
            }}
          >
            {CHAT_PROVIDERS.map((id) => (
              <MenuItem key={id} value={id}>
                {id === 'extractive'
                  ? 'Built-in extractive replies (no model)'
                  : `${providerName(id)}${configured(id) ? '' : ' (not set up)'}`}
              </MenuItem>
            ))}
          </TextField>
          {provider !== 'extractive' && (
            <Autocomplete
              freeSolo
              options={(models.data?.models ?? []).map((entry) => entry.id)}
              inputValue={model}
              onInputChange={(_event, value) => {
                setModel(value);
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Model"
                  helperText={
                    models.data?.source === 'curated'
                      ? 'Parley’s suggestions: the provider’s own list could not be read.'
                      : 'From the provider’s list; you may also type a name.'
                  }
                />
              )}
            />
          )}
          <Stack>
            <Typography id="temperature-label" variant="body2">
              Temperature: {temperature.toFixed(1)} (lower is steadier, higher is more inventive)
            </Typography>
            <Slider
              aria-labelledby="temperature-label"
              value={temperature}
              min={0}
              max={2}
              step={0.1}
              onChange={(_event, value) => {
                setTemperature(value);
              }}
            />
          </Stack>
          <TextField
            select
            label="Embeddings for knowledge search"
            value={embeddingProvider}
            onChange={(event) => {
              setEmbeddingProvider(event.target.value as ModelProvider | 'none');
              setEmbeddingModel('');
            }}
          >
            <MenuItem value="none">None: full-text search only</MenuItem>
            {MODEL_PROVIDERS.filter((id) => id !== 'anthropic').map((id) => (
              <MenuItem key={id} value={id}>
                {providerName(id)}
              </MenuItem>
            ))}
          </TextField>
          {embeddingProvider !== 'none' && (
            <Autocomplete
              freeSolo
              options={(embeddingModels.data?.models ?? []).map((entry) => entry.id)}
              inputValue={embeddingModel}
              onInputChange={(_event, value) => {
                setEmbeddingModel(value);
              }}
              renderInput={(params) => <TextField {...params} label="Embedding model" />}
            />
          )}
        </Section>

        <Section title="Voice and language">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Language"
              value={language}
              onChange={(event) => {
                setLanguage(event.target.value);
              }}
              {...form.field('language', 'A language tag: en, de, pt-BR…')}
              fullWidth
            />
            <TextField
              select
              label="Tone"
              value={tone}
              onChange={(event) => {
                setTone(event.target.value as Agent['tone']);
              }}
              fullWidth
            >
              {AGENT_TONES.map((option) => (
                <MenuItem key={option} value={option}>
                  {words(option)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Voice"
              value={voice}
              onChange={(event) => {
                setVoice(event.target.value as Agent['voice']);
              }}
              fullWidth
            >
              {AGENT_VOICES.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Section>

        <Section title="Who may write to it">
          <TextField
            select
            label="Audience"
            value={audienceKind}
            onChange={(event) => {
              setAudienceKind(event.target.value as Agent['audience']['kind']);
            }}
          >
            {AUDIENCE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {words(kind)}
              </MenuItem>
            ))}
          </TextField>
          {LIST_HINTS[audienceKind] !== undefined && (
            <TextField
              label="Who exactly"
              multiline
              minRows={3}
              value={audienceList}
              onChange={(event) => {
                setAudienceList(event.target.value);
              }}
              {...form.field('audience', LIST_HINTS[audienceKind])}
            />
          )}
        </Section>

        <Section title="Who receives its replies">
          <TextField
            select
            label="Reply to"
            value={senderKind}
            onChange={(event) => {
              setSenderKind(event.target.value as Agent['senderPolicy']['kind']);
            }}
          >
            {SENDER_POLICY_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {words(kind)}
              </MenuItem>
            ))}
          </TextField>
          {LIST_HINTS[senderKind] !== undefined && (
            <TextField
              label="Who exactly"
              multiline
              minRows={3}
              value={senderList}
              onChange={(event) => {
                setSenderList(event.target.value);
              }}
              {...form.field('senderPolicy', LIST_HINTS[senderKind])}
            />
          )}
        </Section>

        <Section title="Limits">
          <TextField
            label="Replies per sender per hour"
            type="number"
            value={limit}
            onChange={(event) => {
              setLimit(event.target.value);
            }}
            {...form.field('maxRepliesPerSenderPerHour', 'Protects against loops and floods')}
            sx={{ maxWidth: 280 }}
          />
        </Section>

        {formError !== undefined && <Alert severity="error">{formError}</Alert>}
        {update.isSuccess && <Alert severity="success">Saved.</Alert>}
        <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save settings
        </Button>
      </Stack>
    </>
  );
}
