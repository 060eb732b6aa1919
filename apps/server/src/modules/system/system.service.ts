import type { SystemConfiguration } from '@parley/contract';
import type { Config } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/client.ts';

const READY_TIMEOUT_MS = 2_000;

export interface SystemService {
  getConfiguration(): SystemConfiguration;
  /** Resolves true when the database answers within the readiness timeout. */
  isReady(): Promise<boolean>;
}

export function createSystemService({
  config,
  database,
}: {
  config: Pick<Config, 'mailDomains' | 'rootUrl'>;
  database: Pick<DatabaseHandle, 'ping' | 'searchMode'>;
}): SystemService {
  // The answer depends only on start-up configuration, so it is built once.
  const configuration: SystemConfiguration = {
    domains: config.mailDomains,
    rootUrl: config.rootUrl,
    searchMode: database.searchMode,
  };
  return {
    getConfiguration: () => configuration,
    isReady: async () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => {
          resolve(false);
        }, READY_TIMEOUT_MS);
      });
      try {
        return await Promise.race([database.ping().then(() => true), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
