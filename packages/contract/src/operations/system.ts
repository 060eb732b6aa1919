import { z } from 'zod';
import { defineOperation } from '../operation.ts';

export const searchModeSchema = z
  .enum(['vector', 'exact'])
  .describe(
    "How semantic search ranks: 'vector' uses pgvector indexes; 'exact' ranks stored embeddings exactly because the database lacks pgvector.",
  );
export type SearchMode = z.infer<typeof searchModeSchema>;

export const systemConfigurationSchema = z
  .object({
    domains: z
      .array(z.string())
      .describe('Mail domains; the first is the primary domain for agent addresses.'),
    rootUrl: z.string().describe('The public URL of this deployment, used in links in e-mails.'),
    searchMode: searchModeSchema,
  })
  .meta({ id: 'SystemConfiguration' });
export type SystemConfiguration = z.infer<typeof systemConfigurationSchema>;

export const getSystemConfiguration = defineOperation({
  operationId: 'getSystemConfiguration',
  method: 'GET',
  path: '/system/configuration',
  tags: ['system'],
  summary: 'What the client needs to know about this deployment',
  public: true,
  data: systemConfigurationSchema,
});
