import type { RiskScore } from '@common/risk';
import { Badge } from '@/components/badge';

/** The scores of a health risk assessment: value and band, plain meaning, missing inputs and source. */
export function RiskScoreList({ scores }: { scores: readonly RiskScore[] }) {
  return (
    <>
      {scores.map((s) => (
        <div key={s.id} className="min-w-0">
          <p className="font-semibold break-words">
            {s.name}: {s.value ?? '—'} {s.value !== null ? (s.unit ?? '') : ''}{' '}
            {s.band && <Badge variant="outline">{s.band}</Badge>}
          </p>
          <p className="break-words text-muted-foreground">{s.meaning}</p>
          {s.missingInputs.length > 0 && (
            <p className="break-words text-xs">Missing: {s.missingInputs.join(', ')}</p>
          )}
          <p className="break-words text-xs text-muted-foreground">Source: {s.source}</p>
        </div>
      ))}
    </>
  );
}
