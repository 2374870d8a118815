import { describe, expect, it } from 'vitest';
import { Forbidden, NotFound } from '../../lib/errors';
import { authorize, can, type Action, type PolicyActor, type Resources } from './policy';

const NOW = new Date('2026-06-01T00:00:00Z');
const LATER = new Date('2026-07-01T00:00:00Z');
const EARLIER = new Date('2026-05-01T00:00:00Z');

const base: PolicyActor = {
  id: 'member',
  isAdmin: false,
  isDisabled: false,
  subscriptionStatus: 'none',
  premiumExpiresAt: null,
  doctorVerified: false,
};
const actors = {
  member: base,
  premium: { ...base, id: 'premium', subscriptionStatus: 'active', premiumExpiresAt: LATER },
  lapsed: { ...base, id: 'lapsed', subscriptionStatus: 'active', premiumExpiresAt: EARLIER },
  canceledStillPaid: { ...base, id: 'canceled', subscriptionStatus: 'canceled', premiumExpiresAt: LATER },
  doctor: { ...base, id: 'doctor', doctorVerified: true },
  admin: { ...base, id: 'admin', isAdmin: true },
  disabledAdmin: { ...base, id: 'disabled-admin', isAdmin: true, isDisabled: true },
  clinician: { ...base, id: 'clinician' },
} satisfies Record<string, PolicyActor>;
type ActorName = keyof typeof actors;

const ownRow = (actor: ActorName) => ({ userId: actors[actor].id });
const othersRow = { userId: 'someone-else' };

type Row = { [A in Action]: [ActorName, A, Resources[A], 'allowed' | 'forbidden' | 'hidden'] }[Action];

/** The access rules as a table: who, what, on which resource, and the answer. */
const TABLE: Row[] = [
  ['member', 'plan:generate', { planType: 'free', at: NOW }, 'allowed'],
  ['member', 'plan:generate', { planType: 'premium', at: NOW }, 'forbidden'],
  ['member', 'plan:generate', { planType: 'doctor_verified', at: NOW }, 'forbidden'],
  ['premium', 'plan:generate', { planType: 'premium', at: NOW }, 'allowed'],
  ['premium', 'plan:generate', { planType: 'doctor_verified', at: NOW }, 'forbidden'],
  ['lapsed', 'plan:generate', { planType: 'premium', at: NOW }, 'forbidden'],
  ['canceledStillPaid', 'plan:generate', { planType: 'premium', at: NOW }, 'forbidden'],
  ['doctor', 'plan:generate', { planType: 'premium', at: NOW }, 'allowed'],
  ['doctor', 'plan:generate', { planType: 'doctor_verified', at: NOW }, 'allowed'],
  ['member', 'plan:read', ownRow('member'), 'allowed'],
  ['member', 'plan:read', othersRow, 'hidden'],
  ['admin', 'plan:read', othersRow, 'allowed'],
  ['disabledAdmin', 'plan:read', othersRow, 'hidden'],
  ['member', 'report:read', ownRow('member'), 'allowed'],
  ['member', 'report:read', othersRow, 'hidden'],
  ['admin', 'report:read', othersRow, 'allowed'],
  ['member', 'report:edit', ownRow('member'), 'allowed'],
  ['member', 'report:edit', othersRow, 'hidden'],
  ['admin', 'report:edit', othersRow, 'hidden'],
  ['member', 'report:delete', ownRow('member'), 'allowed'],
  ['admin', 'report:delete', othersRow, 'hidden'],
  ['member', 'ticket:member', ownRow('member'), 'allowed'],
  ['member', 'ticket:member', othersRow, 'hidden'],
  ['admin', 'ticket:member', othersRow, 'hidden'],
  ['member', 'admin:console', null, 'forbidden'],
  ['admin', 'admin:console', null, 'allowed'],
  ['disabledAdmin', 'admin:console', null, 'forbidden'],
  ['admin', 'account:set-disabled', { target: { id: 'member' }, disable: true }, 'allowed'],
  ['admin', 'account:set-disabled', { target: { id: 'admin' }, disable: true }, 'forbidden'],
  ['admin', 'account:set-disabled', { target: { id: 'admin' }, disable: false }, 'allowed'],
  ['member', 'account:set-disabled', { target: { id: 'other' }, disable: false }, 'forbidden'],
  // Clinicians: the clinicians table says who is one (activeClinician); they see only members assigned to them.
  ['clinician', 'clinician:work', { activeClinician: true }, 'allowed'],
  ['member', 'clinician:work', { activeClinician: false }, 'forbidden'],
  ['admin', 'clinician:work', { activeClinician: false }, 'forbidden'],
  [
    'clinician',
    'member:care',
    { ...othersRow, assignedClinicianId: 'clinician', activeClinician: true, memberDoctorVerified: true },
    'allowed',
  ],
  [
    'clinician',
    'member:care',
    { ...othersRow, assignedClinicianId: 'another', activeClinician: true, memberDoctorVerified: true },
    'hidden',
  ],
  [
    'clinician',
    'member:care',
    { ...othersRow, assignedClinicianId: 'clinician', activeClinician: false, memberDoctorVerified: true },
    'hidden',
  ],
  // Care ends with Doctor Verified (refund, lost dispute, revocation): the member keeps their own data.
  [
    'clinician',
    'member:care',
    { ...othersRow, assignedClinicianId: 'clinician', activeClinician: true, memberDoctorVerified: false },
    'hidden',
  ],
  [
    'member',
    'member:care',
    {
      ...ownRow('member'),
      assignedClinicianId: 'clinician',
      activeClinician: false,
      memberDoctorVerified: false,
    },
    'allowed',
  ],
  [
    'member',
    'member:care',
    { ...othersRow, assignedClinicianId: 'clinician', activeClinician: false, memberDoctorVerified: true },
    'hidden',
  ],
  [
    'admin',
    'member:care',
    { ...othersRow, assignedClinicianId: 'clinician', activeClinician: false, memberDoctorVerified: true },
    'hidden',
  ],
  ['doctor', 'risk:read', null, 'allowed'],
  ['premium', 'risk:read', null, 'forbidden'],
  ['member', 'progress:log-weight', null, 'allowed'],
  ['premium', 'plan:log', ownRow('premium'), 'allowed'],
  ['premium', 'plan:log', othersRow, 'hidden'],
  ['admin', 'plan:log', othersRow, 'hidden'],
  ['premium', 'plan:swap', ownRow('premium'), 'allowed'],
  ['premium', 'plan:swap', othersRow, 'hidden'],
  ['admin', 'plan:swap', othersRow, 'hidden'],
  ['member', 'progress:premium', { at: NOW }, 'forbidden'],
  ['lapsed', 'progress:premium', { at: NOW }, 'forbidden'],
  ['premium', 'progress:premium', { at: NOW }, 'allowed'],
  ['doctor', 'progress:premium', { at: NOW }, 'allowed'],
  ['admin', 'progress:premium', { at: NOW }, 'forbidden'],
  ['lapsed', 'progress:photo', ownRow('lapsed'), 'allowed'],
  ['premium', 'progress:photo', othersRow, 'hidden'],
  ['admin', 'progress:photo', othersRow, 'hidden'],
  ['member', 'food:own', ownRow('member'), 'allowed'],
  ['premium', 'food:own', othersRow, 'hidden'],
  ['admin', 'food:own', othersRow, 'hidden'],
];

describe('can(actor, action, resource)', () => {
  it.each(TABLE)('%s · %s · %j → %s', (actor, action, resource, expected) => {
    const denial = can(actors[actor], action, resource as never);
    expect(denial === null ? 'allowed' : denial.kind).toBe(expected);
    if (denial) expect(denial.reason).toMatch(/\S/);
  });

  it('names the reason a member sees', () => {
    expect(can(actors.member, 'plan:generate', { planType: 'premium', at: NOW })?.reason).toBe(
      'Premium plans need an active subscription. Subscribe to unlock them.',
    );
    expect(
      can(actors.admin, 'account:set-disabled', { target: { id: 'admin' }, disable: true })?.reason,
    ).toBe('You cannot disable your own account.');
  });
});

describe('authorize', () => {
  it('answers 404 for hidden resources and 403 for forbidden actions, and nothing when allowed', () => {
    expect(() => authorize(actors.member, 'report:read', othersRow)).toThrow(NotFound);
    expect(() => authorize(actors.member, 'admin:console', null)).toThrow(Forbidden);
    expect(() => authorize(actors.member, 'report:read', ownRow('member'))).not.toThrow();
  });
});
