import { APPLE_HEALTH_LIMITS, APPLE_HEALTH_MESSAGES } from '@common/imports';
import { HeartPulse } from 'lucide-react';
import { BackgroundImportControl } from './background-import-control';

/**
 * "Import Apple Health export": the export.zip of the Health app (Export All Health Data) is uploaded, then read in
 * the background; its progress shows here, and the weight chart and activity fill when it is done.
 */
export function AppleHealthImportButton() {
  return (
    <BackgroundImportControl
      kind="apple-health"
      icon={HeartPulse}
      label="Import Apple Health export"
      chooseLabel="Choose an Apple Health export.zip"
      accept=".zip,application/zip"
      description="Weight, body fat, steps and workouts from the Health app’s export.zip."
      refuse={(files) =>
        files[0]!.size > APPLE_HEALTH_LIMITS.maxUploadBytes ? APPLE_HEALTH_MESSAGES.tooLarge : null
      }
      doneTitle="Apple Health imported"
      doneText={(job) =>
        `${job.imported} days, weights and workouts imported; ${job.skipped} records skipped, ${job.refused} refused.`
      }
    />
  );
}
