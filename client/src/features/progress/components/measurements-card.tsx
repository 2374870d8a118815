import {
  MEASUREMENT_KEYS,
  MEASUREMENT_NAMES,
  MEASUREMENT_RANGES,
  type MeasurementKey,
} from '@common/progress';
import { lengthBound, lengthIn, lengthToCm, type UnitSystem } from '@common/units';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import { errorText } from '@/lib/api';
import { decimalInputProps, parseTypedNumber } from '@/lib/typed-number';
import { localToday, newClientId, useLogMeasurement, useMeasurements } from '../api/progress-api';
import { useUnitSystem } from '../lib/use-unit-system';
import { SeriesChart } from './series-chart';

/** The unit a measurement is read and typed in: % for body fat, else cm or (imperial) inches. */
const measurementUnit = (k: MeasurementKey, system: UnitSystem) =>
  k === 'bodyFatPct' ? '%' : system === 'imperial' ? 'in' : 'cm';
/** A stored measurement (cm or %) in the member's unit. */
const shownMeasurement = (k: MeasurementKey, v: number, system: UnitSystem) =>
  k === 'bodyFatPct' ? v : lengthIn(v, system);

/** A range end in the member's unit (body fat as it is), rounded inwards so it is itself accepted. */
const inward = (k: MeasurementKey, v: number, way: 'up' | 'down', system: UnitSystem) =>
  k === 'bodyFatPct' ? v : lengthBound(v, system, way);

/** Body measurements: log any of them for today, and see each one's chart and the table. */
export function MeasurementsCard() {
  const system = useUnitSystem();
  const list = useMeasurements();
  const log = useLogMeasurement();
  const [values, setValues] = useState<Partial<Record<MeasurementKey, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const label = (k: MeasurementKey) => `${MEASUREMENT_NAMES[k]} (${measurementUnit(k, system)})`;
  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const body: Record<string, number | string> = { date: localToday(), clientId: newClientId() };
    for (const k of MEASUREMENT_KEYS) {
      if (!values[k]) continue;
      const typed = parseTypedNumber(values[k]);
      const [min, max] = MEASUREMENT_RANGES[k];
      const stored = typed === null ? null : k === 'bodyFatPct' ? typed : lengthToCm(typed, system);
      if (typed === null || stored === null || stored < min || stored > max) {
        const unit = measurementUnit(k, system);
        setError(
          `${MEASUREMENT_NAMES[k]} must be ${inward(k, min, 'up', system)}–${inward(k, max, 'down', system)} ${unit}.`,
        );
        return;
      }
      body[k] = k === 'bodyFatPct' ? Math.round(typed * 10) / 10 : stored;
    }
    log.mutate(body as never, {
      onSuccess: () => setValues({}),
      onError: (err) => setError(errorText(err, 'Could not save the measurements.')),
    });
  }
  const rows = list.data?.measurements ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Measurements</CardTitle>
        <CardDescription>Any of them, as often as you like (today’s date).</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" noValidate>
          {MEASUREMENT_KEYS.map((k) => (
            <div key={k} className="space-y-1.5">
              <Label htmlFor={`m-${k}`}>{label(k)}</Label>
              <Input
                id={`m-${k}`}
                {...decimalInputProps}
                value={values[k] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
              />
            </div>
          ))}
          <Button type="submit" className="col-span-2 sm:col-span-1" disabled={log.isPending}>
            Save measurements
          </Button>
          {error && (
            <p role="alert" className="col-span-full text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
        {MEASUREMENT_KEYS.map((k) => (
          <SeriesChart
            key={k}
            label={MEASUREMENT_NAMES[k]}
            unit={measurementUnit(k, system)}
            points={rows.flatMap((r) =>
              r[k] === null ? [] : [{ date: r.date, value: shownMeasurement(k, r[k], system) }],
            )}
          />
        ))}
        {rows.length > 0 && (
          <Table regionLabel="Measurements">
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                {MEASUREMENT_KEYS.map((k) => (
                  <TableHead key={k}>{label(k)}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...rows].reverse().map((r) => (
                <TableRow key={r.date}>
                  <TableCell>{r.date}</TableCell>
                  {MEASUREMENT_KEYS.map((k) => (
                    <TableCell key={k}>{r[k] === null ? '—' : shownMeasurement(k, r[k], system)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
