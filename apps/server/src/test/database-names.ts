/** The migrated database that each test file's server database is copied from. */
export const TEMPLATE_DATABASE = 'parley_test_template';

export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
