import { Watch } from 'lucide-react';
import { BackgroundImportControl } from './background-import-control';
import { refuseFit } from './fit-upload-limits';

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
