import { bmi, bmiCategory, bmr, dailyEnergyNeed, withinRange } from '@common/health-metrics';
import { AGE_RANGE, HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from '@common/limits';
import type { ActivityLevel, Gender } from '@common/options';
import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '@/components/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';

export interface MetricsInputs {
  age: number | null;
  gender: Gender | null;
  height: number | null;
  weight: number | null;
  activityLevel: ActivityLevel | null;
}

const CATEGORY_BADGE: Record<NonNullable<ReturnType<typeof bmiCategory>>, BadgeVariant> = {
  Underweight: 'warning',
  'Healthy weight': 'success',
  Overweight: 'warning',
  Obesity: 'destructive',
};

function Metric({
  label,
  value,
  unit,
  testId,
  children,
}: {
  label: string;
  value: string;
  unit?: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-border bg-muted/40 p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-2xl font-bold tabular-nums" data-testid={testId}>
          {value}
        </span>
        {unit && value !== '--' && <span className="text-sm text-muted-foreground">{unit}</span>}
        {children}
      </dd>
    </div>
  );
}

/** BMI and BMR from the shared formulas (common/health-metrics.ts), the same ones the plan engine uses. */
export function HealthMetricsCard({ inputs }: { inputs: MetricsInputs }) {
  const bmiValue = bmi(inputs.weight, inputs.height);
  const category = bmiCategory(bmiValue);
  const bmrValue = bmr(inputs);
  const energy = dailyEnergyNeed(bmrValue, inputs.activityLevel);
  const needs = (value: number | null, range: { min: number; max: number }, what: string, unit: string) =>
    !withinRange(value, range) && `${what} (${range.min}–${range.max}${unit})`;
  const missing = [
    needs(inputs.age, AGE_RANGE, 'age', ' years'),
    inputs.gender !== 'male' && inputs.gender !== 'female' && 'gender (male or female)',
    needs(inputs.height, HEIGHT_CM_RANGE, 'height', ' cm'),
    needs(inputs.weight, WEIGHT_KG_RANGE, 'weight', ' kg'),
  ].filter(Boolean);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-primary" aria-hidden="true" /> Health Metrics
        </CardTitle>
        <CardDescription>Calculated from your profile as you type.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          <Metric
            label="BMI (Body Mass Index)"
            value={bmiValue === null ? '--' : bmiValue.toFixed(1)}
            unit="kg/m²"
            testId="bmi-value"
          >
            {category && <Badge variant={CATEGORY_BADGE[category]}>{category}</Badge>}
          </Metric>
          <Metric
            label="BMR (Basal Metabolic Rate)"
            value={bmrValue === null ? '--' : bmrValue.toLocaleString('en-US')}
            unit="kcal/day"
            testId="bmr-value"
          />
          <Metric
            label="Estimated daily energy need"
            value={energy === null ? '--' : energy.toLocaleString('en-US')}
            unit="kcal/day"
            testId="energy-value"
          />
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          {bmrValue === null
            ? `BMR needs ${missing.join(', ')}. The Mifflin-St Jeor equation is defined for male and female bodies only.`
            : energy === null
              ? 'Choose your activity level to see your daily energy need.'
              : 'BMR by Mifflin-St Jeor; daily need = BMR × your activity factor.'}
        </p>
      </CardContent>
    </Card>
  );
}
