import { describe, expect, it } from 'vitest';
import { checkoutPath, nextPath, withNext } from './next-path';

describe('nextPath', () => {
  it('keeps a checkout intent with its plan and currency', () => {
    const next = checkoutPath('doctor_verified', 'USD');
    expect(next).toBe('/subscribe?plan=doctor&currency=USD');
    expect(nextPath(withNext('/signup', next).split('?')[1] ?? '')).toBe(next);
  });

  it('refuses every other destination', () => {
    for (const bad of [
      '//evil.example/subscribe',
      'https://evil.example',
      '/admin',
      '/subscribe/../admin',
      '/subscribex',
    ]) {
      expect(nextPath(`next=${encodeURIComponent(bad)}`)).toBeNull();
    }
    expect(nextPath('')).toBeNull();
  });

  it('adds nothing without an intent', () => {
    expect(withNext('/login', null)).toBe('/login');
  });
});
