import { describe, expect, it } from 'vitest';
import { RETEST_RULES, retestReminders } from './retest-rules';

const r = (
  code: 'HBA1C' | 'LDL' | 'VITD_25OH' | 'TSH' | 'HGB',
  v: number | null,
  comparator: string | null = null,
) => ({
  code,
  valueCanonical: v,
  comparator,
});

describe('retest reminders', () => {
  it('every rule names its source and a positive interval', () => {
    for (const rule of RETEST_RULES) {
      expect(rule.source.length, rule.code).toBeGreaterThan(20);
      expect(rule.months, rule.code).toBeGreaterThan(0);
    }
  });

  it('HbA1c: every 3 months in the diabetes range, yearly in the prediabetes range, none when normal', () => {
    expect(retestReminders([r('HBA1C', 7.2)])).toMatchObject([{ code: 'HBA1C', months: 3 }]);
    expect(retestReminders([r('HBA1C', 6.5)])).toMatchObject([{ code: 'HBA1C', months: 3 }]);
    expect(retestReminders([r('HBA1C', 6.0)])).toMatchObject([{ code: 'HBA1C', months: 12 }]);
    expect(retestReminders([r('HBA1C', 5.4)])).toEqual([]);
  });

  it('low vitamin D and raised LDL and TSH get reminders; uncovered or inexact values get none', () => {
    expect(retestReminders([r('VITD_25OH', 14), r('LDL', 172), r('TSH', 6.1)]).map((x) => x.code)).toEqual([
      'VITD_25OH',
      'LDL',
      'TSH',
    ]);
    expect(retestReminders([r('VITD_25OH', 35), r('LDL', 95), r('HGB', 9)])).toEqual([]);
    expect(retestReminders([r('HBA1C', 14, '>'), r('LDL', null)])).toEqual([]);
  });
});
