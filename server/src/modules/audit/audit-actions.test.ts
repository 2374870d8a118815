import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditActionLabel } from '@common/audit';

const SERVER_SRC = path.resolve(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The action codes the server writes: the literals in every `action: …` property and every `audit(executor, …)`
 * call (both sides of a conditional too); a template such as `admin.${type}.viewed` becomes a pattern.
 */
function writtenActions(): { codes: Set<string>; templates: RegExp[] } {
  const found = new Set<string>();
  const templates: RegExp[] = [];
  for (const file of sourceFiles(SERVER_SRC)) {
    const text = readFileSync(file, 'utf8');
    const sites = [
      ...text.matchAll(/\baction:\s*([^,\n]+)/g),
      ...text.matchAll(/\baudit\(\s*\w+,\s*([^,]+),/g),
    ].map((m) => m[1]!);
    for (const site of sites) {
      for (const [, code] of site.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) found.add(code!);
      const template = /`([a-z_.]+)\$\{[^}]+\}([a-z_.]+)`/.exec(site);
      if (template) templates.push(new RegExp(`^${template[1]}[a-z_]+${template[2]}$`.replace(/\./g, '\\.')));
    }
  }
  return { codes: found, templates };
}

describe('audit actions', () => {
  it('every action the server writes is in the union, so it has a label', () => {
    const { codes, templates } = writtenActions();
    // The scan must find the writers; if it finds none, it is the scan that broke.
    expect(codes.size).toBeGreaterThanOrEqual(20);
    expect([...codes].filter((a) => !(AUDIT_ACTIONS as string[]).includes(a))).toEqual([]);
    // Each template (`admin.${type}.viewed`) has labelled actions; the compiler checks each expansion.
    expect(templates.length).toBeGreaterThanOrEqual(2);
    for (const t of templates)
      expect(
        AUDIT_ACTIONS.some((a) => t.test(a)),
        String(t),
      ).toBe(true);
  });

  it('labels are written out and distinct', () => {
    const labels = Object.values(AUDIT_ACTION_LABELS);
    for (const label of labels) expect(label.trim().length).toBeGreaterThan(3);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('labels stored actions, falling back to the code for retired ones', () => {
    expect(auditActionLabel('account.deleted')).toBe('Member deleted their account');
    expect(auditActionLabel('something.retired_thing')).toBe('something retired thing');
    expect(auditActionLabel('toString')).toBe('toString');
  });
});
