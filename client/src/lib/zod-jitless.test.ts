import { describe, expect, it } from 'vitest';

describe('zod without compiled parsers', () => {
  it('sets the setting z.config() reads, and parsing still works', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
