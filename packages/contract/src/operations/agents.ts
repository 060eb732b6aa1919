import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { emailField, emptyData, timestampField } from './fields.ts';

export const AGENT_STATUSES = ['RUNNING', 'STOPPED'] as const;
export const AUDIENCE_KINDS = [
  'ALL_TEAM_USERS',
  'SPECIFIC_TEAM_USERS',
  'DOMAINS',
  'SPECIFIC_EMAIL_ADDRESSES',
  'PUBLIC',
] as const;
export const SENDER_POLICY_KINDS = [
  'SENDER',
  'SENDER_WITH_CCS_IN_SAME_DOMAIN',
  'TEAM_USERS',
  'SPECIFIC_TEAM_USERS',
  'SPECIFIC_EMAIL_ADDRESSES',
] as const;
export const MODEL_PROVIDERS = ['openai', 'anthropic', 'google', 'ollama', 'openai-compatible'] as const;
/** 'extractive': no language model; replies are built from the best matching passages. */
export const CHAT_PROVIDERS = [...MODEL_PROVIDERS, 'extractive'] as const;
export const AGENT_TONES = ['friendly', 'professional', 'formal', 'concise', 'playful'] as const;
/** Voices of the Gemini Live API. */
export const AGENT_VOICES = ['Puck', 'Charon', 'Kore', 'Fenrir', 'Aoede', 'Leda', 'Orus', 'Zephyr'] as const;
export const SEND_MODES = ['SEND', 'DRAFT'] as const;

export type AgentStatus = (typeof AGENT_STATUSES)[number];
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export type SenderPolicyKind = (typeof SENDER_POLICY_KINDS)[number];
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

const domainPattern =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const listEntry = z.string().trim().toLowerCase().min(1).max(254);

/** Kinds whose list says who exactly: it must not be empty, and each entry must be of the right form. */
function checkList(kind: string, list: string[], context: z.RefinementCtx): void {
  const needsAddresses = kind === 'SPECIFIC_TEAM_USERS' || kind === 'SPECIFIC_EMAIL_ADDRESSES';
  const needsDomains = kind === 'DOMAINS';
  if ((needsAddresses || needsDomains) && list.length === 0) {
    context.addIssue({ code: 'custom', path: ['list'], message: 'needs at least one entry for this kind' });
  }
  list.forEach((entry, index) => {
    const ok = needsDomains
      ? domainPattern.test(entry)
      : !needsAddresses || z.email().safeParse(entry).success;
    if (!ok) {
      context.addIssue({
        code: 'custom',
        path: ['list', index],
        message: needsDomains ? 'must be a domain name' : 'must be an e-mail address',
      });
    }
  });
}

export const audienceSchema = z
  .object({
    kind: z.enum(AUDIENCE_KINDS),
    /** Team members' addresses, domains or addresses, as the kind needs; empty otherwise. */
    list: z.array(listEntry).max(500).default([]),
  })
  .superRefine((value, context) => {
    checkList(value.kind, value.list, context);
  })
  .meta({ id: 'Audience', description: 'Who may write to the agent.' });

export const senderPolicySchema = z
  .object({ kind: z.enum(SENDER_POLICY_KINDS), list: z.array(listEntry).max(500).default([]) })
  .superRefine((value, context) => {
    checkList(value.kind, value.list, context);
  })
  .meta({ id: 'SenderPolicy', description: 'Who receives the agent’s replies.' });

export const capabilitiesSchema = z
  .object({
    answerEmail: z.boolean(),
    /** SEND replies at once, or keep them as DRAFTs for a person to approve. */
    sendMode: z.enum(SEND_MODES),
    useKnowledgeGraph: z.boolean(),
    formMemories: z.boolean(),
    voice: z.boolean(),
  })
  .meta({ id: 'AgentCapabilities' });

const modelName = z.string().trim().min(1).max(200);

export const agentModelSchema = z
  .object({
    provider: z.enum(CHAT_PROVIDERS),
    model: modelName.nullable(),
    temperature: z.number().min(0, 'must be between 0 and 2').max(2, 'must be between 0 and 2'),
    /** The team credential to use; null: the team's first of that kind, else the deployment's. */
    credentialId: z.uuid().nullable(),
  })
  .meta({ id: 'AgentModel' });

export const embeddingModelSchema = z
  .object({ provider: z.enum(MODEL_PROVIDERS), model: modelName })
  .nullable()
  .meta({ id: 'EmbeddingModel', description: 'null: knowledge search is full-text only.' });

/** What a team sets on an agent; every field has a default so a new agent works at once. */
export const agentSettingsSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  description: z.string().trim().max(2000),
  persona: z.string().trim().max(20_000).describe('Who the agent is (part of its system prompt).'),
  instructions: z.string().trim().max(20_000).describe('How it works and what it must never do.'),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as "en" or "pt-BR"'),
  tone: z.enum(AGENT_TONES),
  signature: z.string().max(2000),
  model: agentModelSchema,
  embeddingModel: embeddingModelSchema,
  voice: z.enum(AGENT_VOICES),
  audience: audienceSchema,
  senderPolicy: senderPolicySchema,
  capabilities: capabilitiesSchema,
  maxRepliesPerSenderPerHour: z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000'),
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;

export const agentSchema = agentSettingsSchema
  .extend({
    id: z.string(),
    teamId: z.string(),
    status: z.enum(AGENT_STATUSES),
    /** null when the deployment has no mail domain. */
    emailAddress: z.string().nullable(),
    createdAt: timestampField,
    updatedAt: timestampField,
  })
  .meta({ id: 'Agent' });
export type Agent = z.infer<typeof agentSchema>;

export const agentSummarySchema = agentSchema
  .pick({ id: true, teamId: true, name: true, description: true, status: true, emailAddress: true })
  .meta({ id: 'AgentSummary' });
export type AgentSummary = z.infer<typeof agentSummarySchema>;

const agentParams = z.object({ id: z.uuid() });

export const createAgentBody = agentSettingsSchema
  .partial()
  .extend({ teamId: z.uuid(), name: agentSettingsSchema.shape.name });

export const createAgent = defineOperation({
  operationId: 'createAgent',
  method: 'POST',
  path: '/agent',
  tags: ['agents'],
  summary: 'Create an agent in a team',
  description:
    'Only `teamId` and `name` are needed; everything else has a working default. The agent starts STOPPED with a generated address `{team}+{agent}@{primary domain}` (made unique with -2, -3…).',
  body: createAgentBody,
  data: agentSchema,
});

export const getAgent = defineOperation({
  operationId: 'getAgent',
  method: 'GET',
  path: '/agent/{id}',
  tags: ['agents'],
  summary: 'One agent',
  params: agentParams,
  data: agentSchema,
});

export const updateAgentBody = agentSettingsSchema.partial().extend({
  /** Another address on one of the deployment's domains. */
  emailAddress: emailField.optional(),
});

export const updateAgent = defineOperation({
  operationId: 'updateAgent',
  method: 'PUT',
  path: '/agent/{id}',
  tags: ['agents'],
  summary: "Change an agent's settings",
  description:
    'Fields left out keep their value, so each screen sends what it edits. Renaming does not change the address; `emailAddress` does (409 when taken).',
  params: agentParams,
  body: updateAgentBody,
  data: agentSchema,
});

export const deleteAgent = defineOperation({
  operationId: 'deleteAgent',
  method: 'DELETE',
  path: '/agent/{id}',
  tags: ['agents'],
  summary: 'Delete an agent and everything it owns',
  params: agentParams,
  data: emptyData,
});

export const listTeamAgents = defineOperation({
  operationId: 'listTeamAgents',
  method: 'GET',
  path: '/team/{teamId}/agents',
  tags: ['agents'],
  summary: "A team's agents",
  params: z.object({ teamId: z.uuid() }),
  data: z.array(agentSummarySchema),
});

export const setAgentStatus = defineOperation({
  operationId: 'setAgentStatus',
  method: 'PUT',
  path: '/agent/{id}/status',
  tags: ['agents'],
  summary: 'Start or stop an agent',
  params: agentParams,
  body: z.object({ status: z.enum(AGENT_STATUSES) }),
  data: agentSchema,
});

export const emailValidationSchema = z
  .object({
    valid: z.boolean(),
    available: z.boolean(),
    /** Why not, in words a person can act on; null when the address can be used. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'EmailValidation' });

export const validateAgentEmail = defineOperation({
  operationId: 'validateAgentEmail',
  method: 'GET',
  path: '/agent/validate-email/{email}',
  tags: ['agents'],
  summary: 'Whether an address can be given to an agent',
  description: 'Pass `agentId` to accept the address that agent already has.',
  params: z.object({ email: z.string().max(320) }),
  query: z.object({ agentId: z.uuid().optional() }),
  data: emailValidationSchema,
});

export const defaultPromptSchema = z
  .object({ id: z.string(), name: z.string(), description: z.string(), template: z.string() })
  .meta({ id: 'DefaultPrompt' });
export type DefaultPrompt = z.infer<typeof defaultPromptSchema>;

export const getDefaultPrompts = defineOperation({
  operationId: 'getDefaultPrompts',
  method: 'GET',
  path: '/prompts/default-prompts',
  tags: ['agents'],
  summary: 'The prompt templates the product uses, to show and to reset to',
  data: z.array(defaultPromptSchema),
});
