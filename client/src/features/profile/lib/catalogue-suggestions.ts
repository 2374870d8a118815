/**
 * Picker suggestions from the clinical catalogue (common/clinical). This module pulls in the ~420 KB of
 * conditions and medicines, so the profile loads it with a dynamic `import()` when a picker is first focused.
 */
import { searchCatalogue } from '@common/clinical/match';
import { drugClassById, medicineById } from '@common/clinical/medicines';
import { phraseWords } from '@common/clinical/tokens';

export interface Suggestion {
  id: string;
  /** The entry's display name: what is added to the field, and what the server's matcher reads back. */
  label: string;
  /** The drug class ("Loop diuretic") for a medicine or supplement. */
  detail?: string;
  /** The brand the member typed ("Lasix"), so they see why a generic name came up. */
  brand?: string;
}

export type PickerCatalogue = 'conditions' | 'medicines';

const SUGGESTION_LIMIT = 8;

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function suggest(query: string, catalogue: PickerCatalogue): Suggestion[] {
  return searchCatalogue(query, { catalogue, limit: SUGGESTION_LIMIT }).map((hit) => {
    if (hit.kind === 'condition') return { id: hit.entryId, label: hit.label };
    const entry = medicineById(hit.entryId);
    const detail = entry?.classIds
      .map((id) => drugClassById(id)?.name)
      .filter(Boolean)
      .join(', ');
    const brand = entry?.brands.find((b) => phraseWords(b).join(' ') === hit.matchedText);
    return {
      id: hit.entryId,
      label: hit.label,
      ...(detail ? { detail } : {}),
      ...(brand ? { brand: capitalise(brand) } : {}),
    };
  });
}
