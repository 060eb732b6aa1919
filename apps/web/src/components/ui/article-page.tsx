import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ContentContainer } from './content-container.tsx';

export interface ArticleSection {
  heading: string;
  body: ReactNode;
}

/** A page of prose: a title, an optional lead and headed sections. */
export function ArticlePage({
  title,
  lead,
  sections,
  children,
}: {
  title: string;
  lead?: ReactNode;
  sections: ArticleSection[];
  children?: ReactNode;
}) {
  return (
    <ContentContainer sx={{ py: { xs: 4, md: 6 } }}>
      <Stack component="article" spacing={3}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 32, md: 44 } }}>
          {title}
        </Typography>
        {lead !== undefined && (
          <Typography variant="h6" component="p" color="text.secondary">
            {lead}
          </Typography>
        )}
        {sections.map((section) => (
          <Stack component="section" key={section.heading} spacing={1}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {section.heading}
            </Typography>
            <Typography component="div" variant="body1" color="text.secondary">
              {section.body}
            </Typography>
          </Stack>
        ))}
        {children}
      </Stack>
    </ContentContainer>
  );
}
