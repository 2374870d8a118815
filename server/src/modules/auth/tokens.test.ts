import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionTokenVerifier, signSessionToken, verifySessionToken } from './tokens';

const key = new TextEncoder().encode('k'.repeat(40));
const other = new TextEncoder().encode('o'.repeat(40));
const claims = {
  userId: '0b6c3c1e-4d0a-4a8e-9a47-0d8a3c2f9e11',
  sessionId: '5f1d2e3c-7b6a-4c59-8e4d-3a2b1c0d9e8f',
};
const now = new Date('2026-06-01T00:00:00Z');
const later = new Date('2026-06-08T00:00:00Z');

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
function forge(header: object, payload: object, secret = key): string {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

describe('session tokens', () => {
  it('round-trips our own tokens until they expire', async () => {
    const token = await signSessionToken(key, claims, later);
    expect(await verifySessionToken(key, token, now)).toEqual(claims);
    expect(await verifySessionToken(key, token, later)).toBeNull();
  });

  it('refuses a wrong key, a tampered payload, alg none, other algorithms, other issuers and junk', async () => {
    const token = await signSessionToken(key, claims, later);
    expect(await verifySessionToken(other, token, now)).toBeNull();
    const [h, , s] = token.split('.');
    const tampered = `${h}.${b64({ sub: 'admin', sid: claims.sessionId, iss: 'vitalplan', exp: 9e9 })}.${s}`;
    expect(await verifySessionToken(key, tampered, now)).toBeNull();
    const payload = {
      sub: claims.userId,
      sid: claims.sessionId,
      iss: 'vitalplan',
      exp: Math.floor(later.getTime() / 1000),
    };
    expect(await verifySessionToken(key, forge({ alg: 'HS256' }, payload), now)).toEqual(claims);
    expect(await verifySessionToken(key, `${b64({ alg: 'none' })}.${b64(payload)}.`, now)).toBeNull();
    expect(await verifySessionToken(key, forge({ alg: 'HS512' }, payload), now)).toBeNull();
    expect(await verifySessionToken(key, forge({ alg: 'HS256', crit: ['x'] }, payload), now)).toBeNull();
    expect(
      await verifySessionToken(key, forge({ alg: 'HS256' }, { ...payload, iss: 'evil' }), now),
    ).toBeNull();
    expect(
      await verifySessionToken(key, forge({ alg: 'HS256' }, { ...payload, exp: '9999999999' }), now),
    ).toBeNull();
    expect(await verifySessionToken(key, forge({ alg: 'HS256' }, { ...payload, sid: 5 }), now)).toBeNull();
    // Validly signed, but ids that are not UUIDs never reach the database.
    for (const odd of [{ sid: 's-1' }, { sub: "x' OR 1=1" }, { sid: `${claims.sessionId}x` }])
      expect(await verifySessionToken(key, forge({ alg: 'HS256' }, { ...payload, ...odd }), now)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c', '...', 'x'.repeat(5000)])
      expect(await verifySessionToken(key, junk, now)).toBeNull();
  });

  it('remembers verified tokens without ever accepting one that fails, nor one past its expiry', async () => {
    const verify = sessionTokenVerifier(key, 4);
    const token = await signSessionToken(key, claims, later);
    const soon = new Date(later.getTime() - 1000);
    expect(verify(token, now)).toEqual(claims);
    expect(verify(token, now)).toEqual(claims); // remembered
    // The same claims under a wrong signature, another key's token, a tampered payload: refused, every time.
    const [h, p, s] = token.split('.') as [string, string, string];
    const wrongSig = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    const othersToken = await signSessionToken(other, claims, later);
    const tampered = `${h}.${b64({ sub: claims.userId, sid: claims.sessionId, iss: 'vitalplan', exp: 9e9 })}.${s}`;
    for (let i = 0; i < 2; i++)
      for (const bad of [wrongSig, othersToken, tampered, token.slice(0, -1)])
        expect(verify(bad, now), bad).toBeNull();
    expect(verify(token, soon)).toEqual(claims);
    expect(verify(token, later)).toBeNull(); // expired: a remembered token too
    expect(verify(token, now)).toEqual(claims); // and verified afresh for an earlier clock
    // Bounded: more tokens than it keeps, each still verified correctly.
    const many = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signSessionToken(key, claims, new Date(later.getTime() + (i + 1) * 1000)),
      ),
    );
    for (const t of [...many, ...many]) expect(verify(t, now)).toEqual(claims);
  });
});
