import { describe, expect, it } from 'vitest';
import { weightQuestion } from './weight-jump';

const history = [
  { date: '2026-11-20', weightKg: 86.2 },
  { date: '2026-11-25', weightKg: 86.0 },
];

describe('weightQuestion', () => {
  it('lets ordinary day-to-day changes through', () => {
    expect(weightQuestion(85.1, 'kg', '2026-11-26', history)).toBeNull();
    expect(weightQuestion(88.0, 'kg', '2026-11-26', history)).toBeNull();
    expect(weightQuestion(189, 'lb', '2026-11-26', history)).toBeNull();
    expect(weightQuestion(70, 'kg', '2026-11-26', [])).toBeNull();
    // Months apart, a bigger change is plausible.
    expect(weightQuestion(78, 'kg', '2027-02-20', history)).toBeNull();
  });

  it('asks "did you mean kg?" when the number fits the last weight in the other unit', () => {
    const q = weightQuestion(86, 'lb', '2026-11-26', history);
    expect(q?.message).toBe('That is 104 lb less than your 190 lb on 2026-11-25. Did you mean 86 kg?');
    expect(q?.otherUnitKg).toBe(86);
    const lb = weightQuestion(190, 'kg', '2026-11-26', history);
    expect(lb?.message).toMatch(
      /^That is 104 kg more than your 86 kg on 2026-11-25\. Did you mean 190 lb\?$/,
    );
    expect(lb?.otherUnitKg).toBe(86.2);
  });

  it('asks to check a typo that fits no unit, compared with the nearest date', () => {
    const q = weightQuestion(8.6, 'kg', '2026-11-21', history);
    expect(q?.message).toBe('That is 77.6 kg less than your 86.2 kg on 2026-11-20. Please check the number.');
    expect(q?.otherUnitKg).toBeNull();
  });
});
