/** Background imports' rows: the only file of the module touching the ORM for them. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataImports } from './imports-schema';

export type ImportRow = typeof dataImports.$inferSelect;

export async function insertImport(
  ex: Executor,
  values: typeof dataImports.$inferInsert,
): Promise<ImportRow> {
  const [row] = await ex.insert(dataImports).values(values).returning();
  return row!;
}

export async function updateImport(
  ex: Executor,
  id: string,
  values: Partial<Omit<ImportRow, 'id' | 'userId'>>,
): Promise<void> {
  await ex.update(dataImports).set(values).where(eq(dataImports.id, id));
}

export async function findImport(ex: Executor, userId: string, id: string): Promise<ImportRow | undefined> {
  const [row] = await ex
    .select()
    .from(dataImports)
    .where(and(eq(dataImports.id, id), eq(dataImports.userId, userId)));
  return row;
}

export async function listImports(ex: Executor, userId: string): Promise<ImportRow[]> {
  return ex
    .select()
    .from(dataImports)
    .where(eq(dataImports.userId, userId))
    .orderBy(desc(dataImports.createdAt))
    .limit(50);
}

export async function unfinishedImports(ex: Executor, userId: string, kind: string): Promise<ImportRow[]> {
  return ex
    .select()
    .from(dataImports)
    .where(
      and(
        eq(dataImports.userId, userId),
        eq(dataImports.kind, kind),
        inArray(dataImports.status, ['queued', 'running']),
      ),
    );
}
