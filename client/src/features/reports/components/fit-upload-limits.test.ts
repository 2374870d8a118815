import { FIT_LIMITS, FIT_MESSAGES } from '@common/imports';
import { describe, expect, it } from 'vitest';
import { refuseFit } from './fit-upload-limits';

const file = (bytes: number, name = 'a.fit') => new File([new Uint8Array(bytes)], name);

describe('refuseFit: the FIT upload limits, said before uploading', () => {
  it('lets through up to the limits', () => {
    expect(refuseFit(Array.from({ length: FIT_LIMITS.maxFiles }, () => file(1000)))).toBeNull();
    expect(refuseFit([file(FIT_LIMITS.maxFileBytes)])).toBeNull();
  });

  it('refuses one file too many', () => {
    expect(refuseFit(Array.from({ length: FIT_LIMITS.maxFiles + 1 }, () => file(10)))).toBe(
      FIT_MESSAGES.tooMany,
    );
  });

  it('refuses a file over its limit, and files together over theirs', () => {
    expect(refuseFit([file(FIT_LIMITS.maxFileBytes + 1)])).toBe(FIT_MESSAGES.tooLarge);
    const nine = Math.floor(FIT_LIMITS.maxFileBytes * 0.9);
    const count = Math.ceil(FIT_LIMITS.maxTotalBytes / nine) + 1;
    expect(count).toBeLessThanOrEqual(FIT_LIMITS.maxFiles);
    expect(refuseFit(Array.from({ length: count }, () => file(nine)))).toBe(FIT_MESSAGES.tooLarge);
  });
});
