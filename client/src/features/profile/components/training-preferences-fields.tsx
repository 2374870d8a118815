/** Where and how the member trains (optional): the plan only uses exercises that fit these. */
import {
  HOME_EQUIPMENT,
  HOME_EQUIPMENT_LABELS,
  SESSION_MINUTES_RANGE,
  TRAINING_DAYS_RANGE,
} from '@common/profile';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { NativeSelect } from '@/components/native-select';
import type { ProfileFormValues } from './profile-form-values';

export function TrainingPreferencesFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<ProfileFormValues>;
  control: Control<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}) {
  const place = useWatch({ control, name: 'trainingPlace' });
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Training preferences</legend>
      {/* The place select names its default ("Not set (a gym is assumed)"): it gets the widest column so it is not clipped. */}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,2fr)]">
        <FormField id="profile-training-place" label="Where you train" error={errors.trainingPlace?.message}>
          {(fieldControl) => (
            <NativeSelect {...fieldControl} {...register('trainingPlace')}>
              <option value="">Not set (a gym is assumed)</option>
              <option value="home">At home</option>
              <option value="gym">At a gym</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField id="profile-training-days" label="Days a week" error={errors.trainingDays?.message}>
          {(fieldControl) => (
            <Input
              {...fieldControl}
              type="number"
              inputMode="numeric"
              min={TRAINING_DAYS_RANGE.min}
              max={TRAINING_DAYS_RANGE.max}
              placeholder={`${TRAINING_DAYS_RANGE.min}–${TRAINING_DAYS_RANGE.max}`}
              disabled={!place}
              {...register('trainingDays')}
            />
          )}
        </FormField>
        <FormField
          id="profile-session-minutes"
          label="Minutes a session"
          error={errors.sessionMinutes?.message}
        >
          {(fieldControl) => (
            <Input
              {...fieldControl}
              type="number"
              inputMode="numeric"
              min={SESSION_MINUTES_RANGE.min}
              max={SESSION_MINUTES_RANGE.max}
              placeholder={`${SESSION_MINUTES_RANGE.min}–${SESSION_MINUTES_RANGE.max}`}
              disabled={!place}
              {...register('sessionMinutes')}
            />
          )}
        </FormField>
      </div>
      {place === 'home' && (
        <fieldset aria-describedby="profile-home-equipment-hint">
          <legend className="text-sm font-medium">Equipment you have at home</legend>
          <p id="profile-home-equipment-hint" className="text-xs text-muted-foreground">
            None ticked: bodyweight exercises only (a chair, stairs and a backpack count as household items).
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {HOME_EQUIPMENT.map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" value={k} className="size-4" {...register('homeEquipment')} />
                {HOME_EQUIPMENT_LABELS[k]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {place && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register('pool')} />I can use a swimming pool
        </label>
      )}
    </fieldset>
  );
}
