/** The imports' part of the member's data (export and deletion: lib/member-data.ts): what each import did. */
import { asc, eq } from 'drizzle-orm';
import type { MemberDataContributor } from '../../lib/member-data';
import { dataImports } from './imports-schema';

export const importsMemberData = {
  tables: [dataImports],
  async rows(ex, userId) {
    return {
      imports: await ex
        .select()
        .from(dataImports)
        .where(eq(dataImports.userId, userId))
        .orderBy(asc(dataImports.createdAt)),
    };
  },
} satisfies MemberDataContributor<{ imports: (typeof dataImports.$inferSelect)[] }>;
