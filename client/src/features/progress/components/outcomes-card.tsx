import type { OutcomeVerdict, ResultOutcome } from '@common/outcomes';
import { Badge, type BadgeVariant } from '@/components/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { LoadFailed } from '@/components/load-failed';
import { useProgressOutcomes } from '../api/progress-api';

const VERDICTS: Record<OutcomeVerdict, { label: string; variant: BadgeVariant }> = {
  'awaiting-retest': { label: 'Awaiting a retest', variant: 'neutral' },
  'within-variation': { label: 'Within the test’s own variation', variant: 'info' },
  'moved-as-aimed': { label: 'Moved the way the plan aims', variant: 'success' },
  'moved-against-aim': { label: 'Moved against the aim', variant: 'warning' },
  'no-variation-figure': { label: 'Changed (not judged)', variant: 'neutral' },
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'date unknown');
const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

function Outcome({ o }: { o: ResultOutcome }) {
  const verdict = VERDICTS[o.verdict];
  const a = o.adherence;
  return (
    <section
      className="space-y-2 border-t pt-4 first:border-t-0 first:pt-0"
      data-testid={`outcome-${o.code}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{o.name}</h3>
        <Badge variant={verdict.variant}>{verdict.label}</Badge>
      </div>
      <p className="text-sm">
        <span className="font-medium">Aim: {o.direction === 'down' ? 'lower' : 'higher'}.</span> {o.how}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Before</dt>
          <dd>
            {o.before.value} {o.unit}
            <span className="block text-xs text-muted-foreground">{day(o.before.sampledAt)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">After</dt>
          <dd>
            {o.after ? (
              <>
                {o.after.value} {o.unit}
                <span className="block text-xs text-muted-foreground">{day(o.after.sampledAt)}</span>
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Change</dt>
          <dd>
            {o.change ? (
              <>
                {signed(o.change.absolute)} {o.unit}
                {o.change.percent !== null && (
                  <span className="block text-xs text-muted-foreground">{signed(o.change.percent)} %</span>
                )}
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      <p className="text-sm" data-testid="outcome-summary">
        {o.summary}
      </p>
      {o.variation ? (
        <p className="text-xs text-muted-foreground">
          Two results of this test can differ by up to {o.variation.referenceChangePct} % by themselves
          (reference change value at 95 %, from within-person variation {o.variation.cvWithinPct} % and
          analytical variation {o.variation.cvAnalyticalPct} %). Source: {o.variation.source}.
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          No biological variation figure for this test is on file, so its change is not judged.
        </p>
      )}
      {a && (
        <p className="text-sm" data-testid="outcome-adherence">
          Plan followed from {a.from} to {a.to}: {a.mealsEaten} of {a.mealsPlanned} meals eaten,{' '}
          {a.sessionsDone} of {a.sessionsPlanned} sessions done
          {a.intake &&
            (a.intake.meanKcal === null
              ? `; no fully logged day yet to compare with your ${a.intake.targetKcal} kcal target`
              : `; ${a.intake.meanKcal} kcal a day on average over ${a.intake.loggedDays} fully logged days, against a target of ${a.intake.targetKcal} kcal`)}
          .
        </p>
      )}
      {o.retest && (
        <p className="text-xs text-muted-foreground">
          Retest advised by {o.retest.by}: {o.retest.why} ({o.retest.source})
        </p>
      )}
    </section>
  );
}

/** "Did it work?": the results the plan aims to move, before and after, beside how it was followed. */
export function OutcomesCard() {
  const outcomes = useProgressOutcomes();
  const plan = outcomes.data?.plan;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Did it work?</CardTitle>
        <CardDescription>
          The blood results your plan aims to move, compared when a newer report arrives.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {outcomes.isError ? (
          <LoadFailed
            title="Could not load your results"
            error={outcomes.error}
            onRetry={() => void outcomes.refetch()}
            retrying={outcomes.isRefetching}
          />
        ) : !outcomes.data ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : !plan ? (
          <p className="text-sm text-muted-foreground">No active plan.</p>
        ) : !plan.aimsStated ? (
          <p className="text-sm text-muted-foreground">
            This plan was made before plans stated the results they aim to move; your next plan will.
          </p>
        ) : plan.outcomes.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your plan aims at no blood result: it was made without a report, or none of the results it acts on
            was out of range.
          </p>
        ) : (
          <>
            {plan.outcomes.map((o) => (
              <Outcome key={o.code} o={o} />
            ))}
            <p className="text-xs text-muted-foreground">{outcomes.data.caveat}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
