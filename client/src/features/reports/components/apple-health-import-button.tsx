import {
  APPLE_HEALTH_KIND_LABELS,
  APPLE_HEALTH_KINDS,
  APPLE_HEALTH_LIMITS,
  APPLE_HEALTH_MESSAGES,
  type ImportJob,
} from '@common/imports';
import { HeartPulse } from 'lucide-react';
import { BackgroundImportControl } from './background-import-control';

/** The kinds a member may leave out, each ticked by default (labels capitalised for the checkboxes). */
const CHOICES = APPLE_HEALTH_KINDS.map((value) => {
  const label = APPLE_HEALTH_KIND_LABELS[value];
  return { value, label: label.charAt(0).toUpperCase() + label.slice(1) };
});

/**
 * "Import Apple Health export": the export.zip of the Health app (Export All Health Data) is uploaded, then read in
 * the background; its progress shows here, and the weight chart and activity fill when it is done. The member first
 * unticks what not to import (all ticked: everything).
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
      choices={CHOICES}
      doneTitle="Apple Health imported"
      doneText={(job) =>
        `${job.imported} days, weights and workouts imported; ${job.skipped} records skipped${leftOutText(job)}, ${job.refused} refused.`
      }
    />
  );
}

/** ", of which 1,200 left out by your choice" when the member left kinds out. */
function leftOutText(job: ImportJob): string {
  const n = job.skippedReasons
    .filter((r) => r.reason.startsWith('left out by your choice'))
    .reduce((sum, r) => sum + r.count, 0);
  return n > 0 ? ` (${n.toLocaleString('en')} left out by your choice)` : '';
}
