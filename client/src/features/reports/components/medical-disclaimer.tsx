import { Link } from 'wouter';

/**
 * The one medical disclaimer of a results screen (report page, biomarker dashboard): what the ranges are and that
 * results are for a doctor to interpret. Other parts of these screens do not repeat it.
 */
export function MedicalDisclaimer() {
  return (
    <p className="max-w-3xl text-xs text-muted-foreground" data-testid="medical-disclaimer">
      Ranges, notes and trends are general information, not a diagnosis. Labs set their own ranges; where a
      report printed none we show a standard adult range. Discuss your results with your doctor (
      <Link href="/medical-disclaimer" className="underline underline-offset-2 hover:text-foreground">
        medical disclaimer
      </Link>
      ).
    </p>
  );
}
