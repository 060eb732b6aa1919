import { ArticlePage } from '#src/components/ui/article-page.tsx';

export function Component() {
  return (
    <ArticlePage
      title="Privacy Policy"
      lead="What Parley keeps, why, and what you can do about it."
      sections={[
        {
          heading: 'What we keep',
          body: 'Your name, e-mail address and a hash of your password (never the password itself); the teams you belong to; what your teams create, including the e-mail your agents receive and send, knowledge documents, memories and notes; and a log of the actions agents and jobs perform.',
        },
        {
          heading: 'Why',
          body: 'Only to run the service for you: to sign you in, to let agents answer with the right knowledge, to show your team what happened and why, and to keep the service secure.',
        },
        {
          heading: 'Credentials',
          body: 'Provider keys and other credentials your team stores are encrypted at rest and are never shown again in full, not even to your team.',
        },
        {
          heading: 'Voice',
          body: 'Live voice audio is streamed to the voice model your team configured while you speak. Parley does not record it.',
        },
        {
          heading: 'Who else sees it',
          body: 'The members of your team, and the model providers your team configures, for the content an agent sends them. We do not sell data or use it for advertising.',
        },
        {
          heading: 'Your choices',
          body: 'You can change your profile, remove linked sign-in providers, leave teams and delete teams at any time. Deleting a team removes everything it owns.',
        },
        {
          heading: 'In your browser',
          body: 'Parley uses one session cookie to keep you signed in, and stores your theme and audio device choices in your browser. No tracking cookies.',
        },
      ]}
    />
  );
}
