import { describe, expect, it } from 'vitest';
import { formatGrams } from './format';

describe('formatGrams', () => {
  it('shows a pinch of salt as its tenth of a gram, and whole grams from 10 g', () => {
    expect(formatGrams(0.4)).toBe('0.4 g');
    expect(formatGrams(1.5)).toBe('1.5 g');
    expect(formatGrams(3)).toBe('3 g');
    expect(formatGrams(12.6)).toBe('13 g');
    expect(formatGrams(150)).toBe('150 g');
  });
});
