import { sql } from 'drizzle-orm';
import { bloodTestReports } from './schema';

/**
 * A report whose results join the member's trends and plans: no unanswered mismatch between its printed identity
 * and the profile, and not answered "not mine" (the SQL form of reports-service `joinsTrends`). Every query that
 * builds trends or plan inputs from results (reports, plans, clinician modules) filters with it.
 */
export const reportJoinsTrends = sql`(coalesce(${bloodTestReports.identityAnswer}, '') <> 'not_mine' and (${bloodTestReports.identityAnswer} = 'mine' or coalesce(jsonb_array_length(${bloodTestReports.identityMismatches}), 0) = 0))`;
