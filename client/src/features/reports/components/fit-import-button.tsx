import { FIT_LIMITS, FIT_MESSAGES } from '@common/imports';
import { Watch } from 'lucide-react';
import { BackgroundImportControl } from './background-import-control';

/** Over a limit of common/imports.ts FIT_LIMITS: said before uploading (the server refuses the same). */
function refuseFit(files: File[]): string | null {
  if (files.length > FIT_LIMITS.maxFiles) return FIT_MESSAGES.tooMany;
  const total = files.reduce((n, f) => n + f.size, 0);
  if (files.some((f) => f.size > FIT_LIMITS.maxFileBytes) || total > FIT_LIMITS.maxTotalBytes)
    return FIT_MESSAGES.tooLarge;
  return null;
}

/**
 * "Import watch activities": .fit files from a Garmin (or any watch writing FIT) become workouts, several at once;
 * a damaged or foreign file among them is listed as not imported.
 */
export function FitImportButton() {
  return (
    <BackgroundImportControl
      kind="fit"
      icon={Watch}
      label="Import watch activities (.fit)"
      chooseLabel="Choose .fit activity files"
      accept=".fit,application/vnd.ant.fit,application/octet-stream"
      multiple
      description="Runs, rides and sessions from a Garmin or other watch: duration, distance, heart rate and energy."
      refuse={refuseFit}
      doneTitle="Activities imported"
      doneText={(job) =>
        `${job.imported} ${job.imported === 1 ? 'workout' : 'workouts'} imported; ${job.skipped} already imported, ${job.refused} not imported.`
      }
    />
  );
}
