/**
 * One hash per generated plan (free, premium, doctor verified) over the engine bench's members on fixed seeds, and
 * one over all: a change meant to leave plans as they are (a speed-up) must print the same lines before and after.
 *
 *   npx tsx bench/plan-fingerprint.ts > /tmp/before.txt     (FINGERPRINT_N=60 members by default)
 */
import { createHash } from 'node:crypto';
import { generatePlan } from '../server/src/engine/plan/generate-plan';
import { profiles } from './engine-profiles';

const N = Number(process.env.FINGERPRINT_N ?? 60);
const now = new Date('2025-03-01T08:00:00Z');
const inputs = profiles(N, 2025);
const all = createHash('sha256');
for (const planType of ['free', 'premium', 'doctor_verified'] as const)
  inputs.forEach((x, i) => {
    const text = JSON.stringify(generatePlan({ ...x, planType, now, seed: i }));
    all.update(text);
    console.log(`${planType} ${i} ${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);
  });
console.log('ALL', all.digest('hex'));
