/** What the member trains now (optional): the plan's level and running volume start from it. */
import {
  LIFTING_EXPERIENCE_LABELS,
  LIFTING_EXPERIENCES,
  RUNS_PER_WEEK_RANGE,
  WEEKLY_RUN_KM_RANGE,
} from '@common/profile';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { NativeSelect } from '@/components/native-select';
import type { ProfileFormValues } from './profile-form-values';

export function TrainingBackgroundFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Your current training</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="profile-runs-per-week" label="Runs a week" error={errors.runsPerWeek?.message}>
          {(fieldControl) => (
            <Input
              {...fieldControl}
              type="number"
              inputMode="numeric"
              min={RUNS_PER_WEEK_RANGE.min}
              max={RUNS_PER_WEEK_RANGE.max}
              placeholder="0"
              {...register('runsPerWeek')}
            />
          )}
        </FormField>
        <FormField id="profile-weekly-run-km" label="Running km a week" error={errors.weeklyRunKm?.message}>
          {(fieldControl) => (
            <Input
              {...fieldControl}
              type="number"
              inputMode="numeric"
              min={WEEKLY_RUN_KM_RANGE.min}
              max={WEEKLY_RUN_KM_RANGE.max}
              placeholder="0"
              {...register('weeklyRunKm')}
            />
          )}
        </FormField>
        <FormField
          id="profile-lifting-experience"
          label="Lifting experience"
          error={errors.liftingExperience?.message}
        >
          {(fieldControl) => (
            <NativeSelect {...fieldControl} {...register('liftingExperience')}>
              <option value="">Not set</option>
              {LIFTING_EXPERIENCES.map((k) => (
                <option key={k} value={k}>
                  {LIFTING_EXPERIENCE_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id="profile-sports" label="Sports you play (comma-separated)" error={errors.sports?.message}>
        {(fieldControl) => (
          <Input {...fieldControl} placeholder="e.g. football, tennis" {...register('sports')} />
        )}
      </FormField>
    </fieldset>
  );
}
