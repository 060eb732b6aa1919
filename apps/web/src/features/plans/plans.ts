export interface Plan {
  id: 'free' | 'pro';
  name: string;
  price: string;
  tagline: string;
  features: string[];
  comingSoon: boolean;
}

export const PRO_NOTICE = "Pro is coming soon. Sign up for Free and we'll e-mail you when Pro is ready.";

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    tagline: 'Everything a team needs to put agents to work.',
    features: [
      'Teams with as many members as you invite',
      'Agents that answer e-mail with scenarios and goals',
      'Knowledge from websites, files and Google Drive',
      'A knowledge graph, memories and notes',
      'Live voice conversations in the browser',
      'Your own model provider keys',
    ],
    comingSoon: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 'Coming soon',
    tagline: 'For teams whose agents work all day.',
    features: [
      'Everything in Free',
      'Model usage included: no provider keys needed',
      'Higher limits for ingestion and voice minutes',
      'Priority support',
    ],
    comingSoon: true,
  },
];
