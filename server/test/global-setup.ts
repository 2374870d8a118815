/**
 * Runs once before the server test project: prepares a migrated PGlite data directory that every test file
 * copies (opening a copy takes ~0.25 s, initialising a fresh one ~5 s). See server/test/helpers.ts.
 */
import { prepareTemplateDatabase } from './template-db';

export default async function setup(): Promise<() => Promise<void>> {
  const cleanup = await prepareTemplateDatabase();
  return cleanup;
}
