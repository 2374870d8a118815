import { describe, expect, it } from 'vitest';
import { HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from './limits';
import {
  cmToFtIn,
  formatHeight,
  formatWeight,
  ftInToCm,
  kgToLb,
  lbToKg,
  lengthBound,
  lengthIn,
  lengthToCm,
  loadForDisplay,
  massIn,
  massUnit,
  plannedLoad,
  setLoadToKg,
} from './units';

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

  it('set loads typed in pounds read back exactly, in every 0.25 lb up to the API limit', () => {
    for (let quarter = 1; quarter <= 4 * 1100; quarter++) {
      const lb = quarter / 4;
      const kg = setLoadToKg(lb, 'imperial');
      expect(Number.isInteger(Math.round(kg * 100))).toBe(true);
      expect(loadForDisplay(kg, 'imperial')).toBe(lb);
    }
  });

  it('kilogram loads keep the 0.25 kg plates; planned loads in pounds are bar loads (2.5 lb)', () => {
    expect(setLoadToKg(42.6, 'metric')).toBe(42.5);
    expect(loadForDisplay(42.5, 'metric')).toBe(42.5);
    expect(plannedLoad(42.5, 'metric')).toBe(42.5);
    expect(plannedLoad(42.5, 'imperial')).toBe(92.5); // 93.7 lb
    expect(plannedLoad(20, 'imperial')).toBe(45); // 44.1 lb
    expect(massIn(72.35, 'imperial')).toBe(159.5);
    expect(massIn(72.35, 'metric')).toBe(72.4);
    expect(massUnit('imperial')).toBe('lb');
  });

  it('body measurements typed in inches (0.1 in) read back as typed through the API’s 0.1 cm', () => {
    for (let tenth = 40; tenth <= 1000; tenth++) {
      const inches = tenth / 10;
      expect(lengthIn(lengthToCm(inches, 'imperial'), 'imperial')).toBe(inches);
    }
    expect(lengthToCm(32, 'imperial')).toBe(81.3);
    expect(lengthToCm(81.34, 'metric')).toBe(81.3);
    expect(lengthIn(81.3, 'metric')).toBe(81.3);
    // Range ends named in inches are themselves accepted: 40 cm = 15.75 in → 15.8, 250 cm = 98.43 in → 98.4.
    expect(lengthBound(40, 'imperial', 'up')).toBe(15.8);
    expect(lengthToCm(lengthBound(40, 'imperial', 'up'), 'imperial')).toBeGreaterThanOrEqual(40);
    expect(lengthBound(250, 'imperial', 'down')).toBe(98.4);
    expect(lengthBound(40, 'metric', 'up')).toBe(40);
  });
});
