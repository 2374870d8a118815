import { describe, expect, it } from 'vitest';
import { detectDecimalSeparator, fixOcrDigits, parseNumber, printedDecimals } from './numbers';

describe('parseNumber', () => {
  it.each([
    ['14.1', '.', 14.1],
    ['0.352', '.', 0.352],
    ['13,1', ',', 13.1],
    ['0,27', ',', 0.27],
    ['13,1', '.', 13.1], // a decimal comma is still a decimal in a dot document (not 3 digits after)
    ['7,850', '.', 7850], // thousands separator
    ['1,245', '.', 1245],
    ['60,000', '.', 60000],
    ['1.000', ',', 1000], // German thousands
    ['1,245', ',', 1.245], // German decimal
    ['0,500', '.', 0.5], // a leading zero is never a thousands group
    ['2.10', '.', 2.1],
    ['1,234.5', '.', 1234.5],
    ['1.234,5', ',', 1234.5],
    ['1,234,567', '.', 1234567],
    ['2,45,000', '.', 245000], // Indian lakh grouping
    ['1,50,00,000', '.', 15000000],
    ['.5', '.', 0.5],
    ['250', '.', 250],
  ] as const)('%s (decimal %s) → %d', (text, decimal, expected) => {
    expect(parseNumber(text, decimal)).toBe(expected);
  });

  it('rejects things that are not plain numbers', () => {
    expect(parseNumber('12-13')).toBeNull();
    expect(parseNumber('1,23,4')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });

  it('counts printed decimals', () => {
    expect(printedDecimals('2.10')).toBe(2);
    expect(printedDecimals('13,1')).toBe(1);
    expect(printedDecimals('224')).toBe(0);
  });
});

describe('detectDecimalSeparator', () => {
  it('finds decimal commas in German reports and ignores dates', () => {
    expect(
      detectDecimalSeparator([
        'Hämoglobin 13,1 g/dl 12,0 - 16,0',
        'Entnahme: 19.03.2024 07:45',
        'Kalium 4,2',
      ]),
    ).toBe(',');
  });
  it('keeps the decimal point when thousands separators appear', () => {
    expect(detectDecimalSeparator(['TLC 7,850 cells/cumm 4000 - 10000', 'Hb 14.1 g/dL', 'MCV 88.2'])).toBe(
      '.',
    );
  });
});

describe('fixOcrDigits', () => {
  it('repairs letters read inside numbers', () => {
    expect(fixOcrDigits('1O.4')).toBe('10.4');
    expect(fixOcrDigits('l2.5')).toBe('12.5');
    expect(fixOcrDigits('<I.7')).toBe('<1.7');
    expect(fixOcrDigits('mg/dL')).toBe('mg/dL');
  });
});
