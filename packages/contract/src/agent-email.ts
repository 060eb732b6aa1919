/**
 * The spec's slug: lower-cased, every non-word character and whitespace becomes a hyphen, repeated
 * hyphens collapse and hyphens at either end go.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\w]|\s/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * An agent's generated address: `{slug(team)}+{slug(agent)}@{primary domain}`, or '' when the
 * deployment has no primary domain. A part whose slug is empty falls back to a word, so the address
 * stays deliverable.
 */
export function generatedAgentEmail(
  teamName: string,
  agentName: string,
  primaryDomain: string | undefined,
): string {
  if (primaryDomain === undefined || primaryDomain === '') return '';
  const team = slugify(teamName) || 'team';
  const agent = slugify(agentName) || 'agent';
  return `${team}+${agent}@${primaryDomain}`;
}

/** A local part people can type and mail servers accept: letters, digits and . _ + - inside. */
export const LOCAL_PART_PATTERN = /^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])?$/;
