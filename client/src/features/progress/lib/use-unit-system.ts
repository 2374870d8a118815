import { DEFAULT_UNIT_SYSTEM, type UnitSystem } from '@common/units';
import { useAuth } from '@/lib/auth';

/** The member's display preference for body weights and loads (the API keeps kilograms). */
export function useUnitSystem(): UnitSystem {
  return useAuth().profile?.unitSystem ?? DEFAULT_UNIT_SYSTEM;
}
