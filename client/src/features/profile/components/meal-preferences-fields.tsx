/** How the member eats (optional): cuisine and region, meals a day, foods to leave out, budget, cooking time,
 * protein shakes. */
import { COOKING_MINUTES_RANGE, MEALS_PER_DAY_RANGE } from '@common/profile';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { NativeSelect } from '@/components/native-select';
import type { ProfileFormValues } from './profile-form-values';

export function MealPreferencesFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Meal preferences</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id="profile-meal-cuisine" label="Cuisine" error={errors.mealCuisine?.message}>
          {(fieldControl) => (
            <NativeSelect {...fieldControl} {...register('mealCuisine')}>
              <option value="">Not set (mixed)</option>
              <option value="indian">Indian</option>
              <option value="international">International</option>
              <option value="mixed">Mixed</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField id="profile-meal-region" label="Region of India" error={errors.mealRegion?.message}>
          {(fieldControl) => (
            <NativeSelect {...fieldControl} {...register('mealRegion')}>
              <option value="">Any</option>
              <option value="north">North</option>
              <option value="south">South</option>
              <option value="west">West</option>
              <option value="east">East</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField id="profile-meals-per-day" label="Meals a day" error={errors.mealsPerDay?.message}>
          {(fieldControl) => (
            <Input
              {...fieldControl}
              type="number"
              inputMode="numeric"
              min={MEALS_PER_DAY_RANGE.min}
              max={MEALS_PER_DAY_RANGE.max}
              placeholder={`${MEALS_PER_DAY_RANGE.min}–${MEALS_PER_DAY_RANGE.max}`}
              {...register('mealsPerDay')}
            />
          )}
        </FormField>
        <FormField id="profile-food-budget" label="Food budget" error={errors.foodBudget?.message}>
          {(fieldControl) => (
            <NativeSelect {...fieldControl} {...register('foodBudget')}>
              <option value="">Standard</option>
              <option value="economical">Economical</option>
              <option value="standard">Standard</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField id="profile-protein-shakes" label="Protein shakes" error={errors.proteinShakes?.message}>
          {(fieldControl) => (
            <NativeSelect {...fieldControl} {...register('proteinShakes')}>
              <option value="">Food first</option>
              <option value="yes">Welcome</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
        <FormField
          id="profile-allergies"
          label="Food allergies (comma separated)"
          error={errors.allergies?.message}
        >
          {(fieldControl) => (
            <Input {...fieldControl} placeholder="peanut, shellfish" {...register('allergies')} />
          )}
        </FormField>
        <FormField
          id="profile-disliked-foods"
          label="Foods you dislike (comma separated)"
          error={errors.dislikedFoods?.message}
        >
          {(fieldControl) => (
            <Input {...fieldControl} placeholder="okra, mushrooms" {...register('dislikedFoods')} />
          )}
        </FormField>
        <FormField
          id="profile-cooking-minutes"
          label="Cooking minutes a day"
          error={errors.cookingMinutes?.message}
        >
          {(fieldControl) => (
            <Input
              {...fieldControl}
              type="number"
              inputMode="numeric"
              min={COOKING_MINUTES_RANGE.min}
              max={COOKING_MINUTES_RANGE.max}
              placeholder={`${COOKING_MINUTES_RANGE.min}–${COOKING_MINUTES_RANGE.max}`}
              {...register('cookingMinutes')}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
