import { describe, expect, it } from 'vitest';
import { HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from './limits';
import { cmToFtIn, formatHeight, formatWeight, ftInToCm, kgToLb, lbToKg } from './units';

describe('display units', () => {
  it('converts with the exact definitions', () => {
    expect(lbToKg(1)).toBeCloseTo(0.45359237, 10);
    expect(kgToLb(100)).toBeCloseTo(220.462, 3);
    expect(ftInToCm(6, 0)).toBeCloseTo(182.88, 6);
  });

  it('shows heights as whole feet and inches, carrying 12 inches into a foot', () => {
    expect(cmToFtIn(180)).toEqual({ ft: 5, in: 11 });
    expect(cmToFtIn(182.5)).toEqual({ ft: 6, in: 0 });
    expect(formatHeight(180, 'imperial')).toBe('5 ft 11 in');
    expect(formatHeight(180, 'metric')).toBe('180 cm');
    expect(formatWeight(72, 'imperial')).toBe('159 lb');
    expect(formatWeight(72, 'metric')).toBe('72 kg');
  });

  it('a stored whole cm / kg survives the round trip through the imperial form', () => {
    for (let cm = HEIGHT_CM_RANGE.min; cm <= HEIGHT_CM_RANGE.max; cm++) {
      const { ft, in: inches } = cmToFtIn(cm);
      // An inch is 2.54 cm, so the closest whole inch is within 1.27 cm.
      expect(Math.abs(ftInToCm(ft, inches) - cm)).toBeLessThanOrEqual(1.27);
    }
    for (let kg = WEIGHT_KG_RANGE.min; kg <= WEIGHT_KG_RANGE.max; kg++) {
      expect(Math.round(lbToKg(Math.round(kgToLb(kg))))).toBe(kg);
    }
  });
});
