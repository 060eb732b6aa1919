import type { DefaultPrompt } from '@parley/contract';

/**
 * The templates the product starts from. Placeholders in {braces} are filled when a prompt is
 * built; an agent's own persona and instructions are added where the template says.
 */
export const DEFAULT_PROMPTS: DefaultPrompt[] = [
  {
    id: 'agent-persona',
    name: 'Agent persona',
    description: 'Who the agent is; the start of every system prompt.',
    template:
      'You are {agentName}, an assistant of the team {teamName}. {persona}\nWrite in {language}, in a {tone} tone. {instructions}',
  },
  {
    id: 'email-reply',
    name: 'E-mail reply',
    description:
      'Writes the reply to an incoming message from the matched scenario, knowledge, memories and notes.',
    template:
      'Reply to the e-mail below as {agentName}.\nScenario: {scenarioName}. {scenarioInstructions}\nGoals still open: {goals}\nUse only these facts; if they do not answer the question, say so and offer to pass it to a person:\n{knowledge}\nWhat you remember about this sender:\n{memories}\nThe conversation so far:\n{conversation}\nEnd with this signature:\n{signature}',
  },
  {
    id: 'scenario-matching',
    name: 'Scenario matching',
    description: 'Decides which scenario an incoming message belongs to, or none.',
    template:
      'Which of these scenarios does the message belong to? Answer with its id, or "none" when no scenario fits.\n{scenarios}\nMessage:\nFrom: {from}\nSubject: {subject}\n{body}',
  },
  {
    id: 'memory-formation',
    name: 'Memory formation',
    description: 'Picks the lasting facts worth remembering from a finished exchange.',
    template:
      'From the exchange below, list the facts about the sender or their situation that will still matter in later conversations (preferences, commitments, identifiers). Leave out anything temporary or sensitive.\n{conversation}',
  },
  {
    id: 'voice',
    name: 'Voice conversation',
    description: 'The system prompt of a live voice session.',
    template:
      'You are {agentName} of {teamName}, speaking live with a member of the team. {persona} Keep answers short and spoken, in {language}. {instructions}',
  },
];
