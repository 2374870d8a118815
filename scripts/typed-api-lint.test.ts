/**
 * The lint rule that keeps every client API call in the typed client (eslint.config.js, docs/decisions/009): a
 * feature file that fetches an /api/ address itself fails `npm run lint`; the typed call beside it passes.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const probe = `
import { api } from '@/lib/api-client';
import { apiJson } from './legacy';

export async function probe(id: string) {
  await fetch('/api/plans');
  await window.fetch(\`/api/plans/\${id}\`);
  await apiJson('GET', '/api/plans/active');
  new XMLHttpRequest();
  return api.get('/api/plans/:id', { params: { id } });
}
`;

async function lintAs(filePath: string): Promise<ESLint.LintResult['messages']> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(probe, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
}

describe('client API calls outside the typed client', () => {
  it('fail lint in a feature file, line by line; the typed call passes', async () => {
    const lines = (await lintAs('client/src/features/plans/api/probe.ts')).map((m) => m.line);
    expect(new Set(lines)).toEqual(new Set([6, 7, 8, 9]));
  });

  it('are the typed client’s own business', async () => {
    expect(await lintAs('client/src/lib/api-client.ts')).toEqual([]);
  });
});
