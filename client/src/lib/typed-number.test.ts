import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from './typed-number';

describe('parseTypedNumber', () => {
  it('reads a decimal point or a decimal comma alike', () => {
    expect(parseTypedNumber('71.5')).toBe(71.5);
    expect(parseTypedNumber('71,5')).toBe(71.5);
    expect(parseTypedNumber(' 72 ')).toBe(72);
    expect(parseTypedNumber(',5')).toBe(0.5);
    expect(parseTypedNumber('80.')).toBe(80);
  });

  it('refuses what is not one number instead of guessing', () => {
    for (const text of ['', ' ', '71,5,1', '1.234,5', '7 1', 'abc', '71kg', '--1', '.']) {
      expect(parseTypedNumber(text), text).toBeNull();
    }
  });
});
