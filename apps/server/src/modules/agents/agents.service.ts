import {
  generatedAgentEmail,
  LOCAL_PART_PATTERN,
  type Agent,
  type AgentSettings,
  type AgentStatus,
  type AgentSummary,
  type DefaultPrompt,
} from '@parley/contract';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { ModelsService } from '../models/models.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { createAgentPolicy } from './agents.policy.ts';
import { createAgentsRepository, type AgentRow } from './agents.repository.ts';
import { DEFAULT_PROMPTS } from './default-prompts.ts';

/** How many addresses `{team}+{agent}-N` are tried before giving up. */
const MAX_ADDRESS_SUFFIX = 1000;

export interface EmailCheck {
  valid: boolean;
  available: boolean;
  reason: string | null;
}

function toAgent(row: AgentRow): Agent {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    status: row.status,
    emailAddress: row.emailAddress,
    description: row.description,
    persona: row.persona,
    instructions: row.instructions,
    language: row.language,
    tone: row.tone as Agent['tone'],
    signature: row.signature,
    model: row.model,
    embeddingModel: row.embeddingModel ?? null,
    voice: row.voice as Agent['voice'],
    audience: row.audience,
    senderPolicy: row.senderPolicy,
    capabilities: row.capabilities,
    maxRepliesPerSenderPerHour: row.maxRepliesPerSenderPerHour,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toSummary = (row: AgentRow): AgentSummary => ({
  id: row.id,
  teamId: row.teamId,
  name: row.name,
  description: row.description,
  status: row.status,
  emailAddress: row.emailAddress,
});

/** `team+agent@domain` with `-2`, `-3`… after the local part. */
function withSuffix(address: string, n: number): string {
  if (n === 1) return address;
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}-${n}${address.slice(at)}`;
}

export function createAgentsService({
  db,
  config,
  teams,
  models,
}: {
  db: Database;
  config: Pick<Config, 'mailDomains'>;
  teams: Pick<TeamsService, 'requireMember' | 'listUsers'>;
  models: Pick<ModelsService, 'defaultsFor'>;
}) {
  const repository = createAgentsRepository(db);
  const policy = createAgentPolicy(repository, teams);
  const primaryDomain = config.mailDomains[0];

  /** Lists that name team members must name members of this team. */
  async function assertMembers(
    userId: string,
    teamId: string,
    settings: Partial<AgentSettings>,
  ): Promise<void> {
    const checks: [string, string[]][] = [];
    if (settings.audience?.kind === 'SPECIFIC_TEAM_USERS')
      checks.push(['body.audience.list', settings.audience.list]);
    if (settings.senderPolicy?.kind === 'SPECIFIC_TEAM_USERS') {
      checks.push(['body.senderPolicy.list', settings.senderPolicy.list]);
    }
    if (checks.length === 0) return;
    const members = new Set((await teams.listUsers(userId, teamId)).map((person) => person.email));
    for (const [path, list] of checks) {
      const index = list.findIndex((email) => !members.has(email));
      if (index !== -1) throw invalidField(`${path}.${index}`, 'is not a member of this team');
    }
  }

  function checkAddress(address: string): EmailCheck {
    if (config.mailDomains.length === 0) {
      return {
        valid: false,
        available: false,
        reason: 'This deployment has no mail domain, so agents have no addresses.',
      };
    }
    const parts = address.split('@');
    const [local = '', domain = ''] = parts;
    if (parts.length !== 2 || !LOCAL_PART_PATTERN.test(local)) {
      return {
        valid: false,
        available: false,
        reason:
          'Before the @, use letters, digits, dots, dashes, underscores or plus signs, starting and ending with a letter or digit.',
      };
    }
    if (!config.mailDomains.includes(domain)) {
      return {
        valid: false,
        available: false,
        reason: `Use one of this deployment's domains: ${config.mailDomains.join(', ')}.`,
      };
    }
    return { valid: true, available: true, reason: null };
  }

  async function validateEmail(email: string, agentId?: string): Promise<EmailCheck> {
    const address = email.trim().toLowerCase();
    const check = checkAddress(address);
    if (!check.valid) return check;
    if (await repository.addressTaken(address, agentId)) {
      return { valid: true, available: false, reason: 'Another agent already uses this address.' };
    }
    return check;
  }

  return {
    requireAgent: policy.requireAgent,
    validateEmail,

    async create(
      userId: string,
      input: Partial<AgentSettings> & { teamId: string; name: string },
    ): Promise<Agent> {
      const team = await teams.requireMember(userId, input.teamId);
      await assertMembers(userId, input.teamId, input);
      const defaults = await models.defaultsFor(input.teamId);
      const settings: AgentSettings = {
        description: '',
        persona: `You are ${input.name}, who answers e-mail for the team ${team.name}. You are helpful, accurate and brief.`,
        instructions:
          'Answer only from what you know from the team’s knowledge. When you do not know, say so and offer to pass the question to a person. Never share anyone’s personal data or credentials.',
        language: 'en',
        tone: 'friendly',
        signature: `— ${input.name}, ${team.name}`,
        model: defaults.model,
        embeddingModel: defaults.embeddingModel,
        voice: 'Puck',
        audience: { kind: 'ALL_TEAM_USERS', list: [] },
        senderPolicy: { kind: 'SENDER', list: [] },
        capabilities: {
          answerEmail: true,
          sendMode: 'SEND',
          useKnowledgeGraph: true,
          formMemories: true,
          voice: true,
        },
        maxRepliesPerSenderPerHour: 10,
        ...input,
      };
      const base = generatedAgentEmail(team.name, input.name, primaryDomain);
      for (let n = 1; n <= MAX_ADDRESS_SUFFIX; n += 1) {
        const row = await repository.insert({
          ...settings,
          teamId: input.teamId,
          status: 'STOPPED',
          emailAddress: base === '' ? null : withSuffix(base, n),
        });
        if (row !== undefined) return toAgent(row);
        if (base === '') break;
      }
      throw new AppError('conflict', 'No free address was found for this agent; choose one in its settings.');
    },

    async get(userId: string, agentId: string): Promise<Agent> {
      return toAgent(await policy.requireAgent(userId, agentId));
    },

    async list(userId: string, teamId: string): Promise<AgentSummary[]> {
      await teams.requireMember(userId, teamId);
      return (await repository.listByTeam(teamId)).map(toSummary);
    },

    /** Changes what is given; a rename keeps the address, which changes only when asked. */
    async update(
      userId: string,
      agentId: string,
      patch: Partial<AgentSettings> & { emailAddress?: string | undefined },
    ): Promise<Agent> {
      const agent = await policy.requireAgent(userId, agentId);
      await assertMembers(userId, agent.teamId, patch);
      const { emailAddress, ...settings } = patch;
      let address = agent.emailAddress;
      if (emailAddress !== undefined && emailAddress !== agent.emailAddress) {
        const check = await validateEmail(emailAddress, agent.id);
        if (!check.valid) throw invalidField('body.emailAddress', check.reason ?? 'is not a usable address');
        if (!check.available)
          throw new AppError('conflict', check.reason ?? 'Another agent already uses this address.');
        address = emailAddress;
      }
      try {
        const row = await repository.update(agent.id, { ...settings, emailAddress: address });
        if (row === undefined) throw new AppError('not_found', 'The agent no longer exists.');
        return toAgent(row);
      } catch (error) {
        // Another agent took the address in the meantime.
        if (isUniqueViolation(error))
          throw new AppError('conflict', 'Another agent already uses this address.');
        throw error;
      }
    },

    async setStatus(userId: string, agentId: string, status: AgentStatus): Promise<Agent> {
      const agent = await policy.requireAgent(userId, agentId);
      const row = await repository.update(agent.id, { status });
      if (row === undefined) throw new AppError('not_found', 'The agent no longer exists.');
      return toAgent(row);
    },

    async remove(userId: string, agentId: string): Promise<void> {
      const agent = await policy.requireAgent(userId, agentId);
      await repository.delete(agent.id);
    },

    defaultPrompts: (): DefaultPrompt[] => DEFAULT_PROMPTS,
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
