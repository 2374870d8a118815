import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { passwordHashOptions, verifyPassword } from './passwords';

describe('password hash parameters', () => {
  it('uses argon2id at the OWASP-aligned production cost unless the test-only variable is set', async () => {
    const digest = await hash('pw', passwordHashOptions({}));
    expect(digest).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(digest, 'pw')).toBe(true);
    expect(await verifyPassword(digest, 'wrong')).toBe(false);
  });

  it('takes the weak test-only cost only outside production', async () => {
    const weak = await hash('pw', passwordHashOptions({ TEST_ONLY_WEAK_PASSWORD_HASH: '1' }));
    expect(weak).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(weak, 'pw')).toBe(true);
    expect(() => passwordHashOptions({ TEST_ONLY_WEAK_PASSWORD_HASH: '1', NODE_ENV: 'production' })).toThrow(
      /refused with NODE_ENV=production/,
    );
  });
});
