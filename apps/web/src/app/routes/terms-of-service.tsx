import { ArticlePage } from '#src/components/ui/article-page.tsx';

export function Component() {
  return (
    <ArticlePage
      title="Terms of Service"
      lead="The rules for using Parley, in plain words."
      sections={[
        {
          heading: 'Your account',
          body: 'You need an account to use the console. Keep your password and recovery codes to yourself; you are responsible for what is done with your account. Tell your team and change your password at once if you think someone else has used it.',
        },
        {
          heading: 'Your teams and agents',
          body: 'What a team creates (agents, knowledge sources, conversations, memories, notes and credentials) belongs to that team. Members of a team can see and change its content; invite only people you trust with it.',
        },
        {
          heading: 'What agents send',
          body: 'Agents answer e-mail on your team’s behalf, by the scenarios, goals and policies you set. You are responsible for the mail your agents send and for having the right to process the mail and documents you give them. Use draft-for-approval when a human should check replies first.',
        },
        {
          heading: 'Acceptable use',
          body: 'Do not use Parley to send unsolicited bulk mail, to impersonate others, to break the law, or to probe or overload the service. We may suspend agents or accounts that do.',
        },
        {
          heading: 'Model providers',
          body: 'Agents think with the language and voice models you configure. Content sent to a provider is handled under that provider’s terms as well as these.',
        },
        {
          heading: 'Plans',
          body: 'The Free plan is free. Pro is coming soon; nothing is charged until you choose it, and we will tell you its terms before you do.',
        },
        {
          heading: 'Changes and ending',
          body: 'We will announce changes to these terms before they take effect. You may stop using Parley and delete your teams at any time; deleting a team deletes everything it owns.',
        },
      ]}
    />
  );
}
