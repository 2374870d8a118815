import { BIOMARKERS } from '@common/biomarkers';
import type { PlanContent } from '@common/plan';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';

/**
 * The results this plan aims to move (issue 35): which way, what the plan does about each and when to retest.
 * Plans made before plans stated their aims show nothing. /progress compares them with a newer report.
 */
export function ResultAimsSection({ content }: { content: PlanContent }) {
  const aims = content.resultAims;
  if (!aims || aims.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Results this plan aims to move</CardTitle>
        <CardDescription>
          From your blood test on file. After a retest,{' '}
          <Link href="/progress" className="font-medium underline">
            Progress
          </Link>{' '}
          shows what changed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {aims.map((a) => {
            const meta = BIOMARKERS[a.code];
            return (
              <li key={a.code} className="space-y-1 border-l-4 border-primary pl-3">
                <p className="font-semibold">
                  {meta.name}: {a.before.value} {meta.unit} → aim{' '}
                  {a.direction === 'down' ? 'lower' : 'higher'}
                </p>
                <p className="text-sm">{a.how}</p>
                <p className="text-xs text-muted-foreground">
                  {a.retest
                    ? `Retest advised by ${a.retest.by}: ${a.retest.why} Source: ${a.retest.source}.`
                    : 'Ask your doctor when to retest.'}
                </p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
