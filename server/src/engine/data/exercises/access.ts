/**
 * What the member can train with: places and kit from the profile's training preferences. Without preferences
 * the plan assumes a gym without a pool (and says so). Outdoors (walking) is always available.
 */
import { HOME_EQUIPMENT, type TrainingPreferences } from '@common/profile';
import { KIT, type Exercise, type Kit, type Place } from './types';

export interface TrainingAccess {
  place: 'home' | 'gym';
  places: ReadonlySet<Place>;
  kit: ReadonlySet<Kit>;
  pool: boolean;
  /** True when no preferences were given and the gym default applies. */
  assumed: boolean;
}

/** A gym's kit: everything but a pool and a bicycle (outdoor cycling needs your own). */
const GYM_KIT: Kit[] = KIT.filter((k) => k !== 'pool' && k !== 'bicycle');

export function accessFor(prefs: TrainingPreferences | null): TrainingAccess {
  const place = prefs?.place === 'home' ? 'home' : 'gym';
  const own = (prefs?.homeEquipment ?? []).filter((k): k is (typeof HOME_EQUIPMENT)[number] =>
    HOME_EQUIPMENT.includes(k),
  );
  const pool = prefs?.pool === true;
  const kit = new Set<Kit>(place === 'gym' ? [...GYM_KIT, ...own] : own);
  if (pool) kit.add('pool');
  const places = new Set<Place>(['home', 'outdoor']);
  if (place === 'gym') places.add('gym');
  if (pool) places.add('pool');
  return { place, places, kit, pool, assumed: prefs === null };
}

/** The exercise can be done somewhere the member trains, with kit they have. */
export function fits(ex: Exercise, access: TrainingAccess): boolean {
  return ex.places.some((p) => access.places.has(p)) && ex.kit.every((k) => access.kit.has(k));
}
