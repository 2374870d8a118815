import { describe, expect, it } from 'vitest';
import { KeptJson, sameData } from './kept-json';

describe('kept JSON bodies', () => {
  it('treats inputs as the same only when their JSON would be', () => {
    const row = { id: 'a', at: new Date(5), list: ['x', { n: 1 }], nested: { on: true, none: null } };
    expect(sameData(row, structuredClone(row))).toBe(true);
    expect(sameData(row, { ...row, at: new Date(6) })).toBe(false);
    expect(sameData(row, { ...row, list: ['x', { n: 2 }] })).toBe(false);
    expect(sameData(row, { ...row, list: ['x'] })).toBe(false);
    expect(sameData(row, { ...row, extra: undefined })).toBe(false);
    // The same keys in another order serialise differently.
    expect(sameData({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(false);
    expect(sameData('1', 1)).toBe(false);
    // Types it does not know are never taken as the same (a miss only serialises again).
    expect(sameData(Buffer.from('a'), Buffer.from('a'))).toBe(false);
    expect(sameData(new Map(), new Map())).toBe(false);
  });

  it('makes a body again when the inputs differ, and keeps at most its bound', () => {
    const kept = new KeptJson(2);
    let made = 0;
    const body = (key: string, inputs: unknown) => kept.get(key, inputs, () => `${key}:${++made}`);
    expect(body('a', { v: 1 })).toBe('a:1');
    expect(body('a', { v: 1 })).toBe('a:1');
    expect(body('a', { v: 2 })).toBe('a:2');
    expect(body('b', { v: 1 })).toBe('b:3');
    expect(body('c', { v: 1 })).toBe('c:4'); // 'a' goes (the oldest)
    expect(body('a', { v: 2 })).toBe('a:5');
    expect(body('c', { v: 1 })).toBe('c:4');
  });
});
