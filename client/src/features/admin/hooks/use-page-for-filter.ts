import { useState } from 'react';

/** The "everything" choice of a status filter. */
export const ALL = 'all';
export type FilterChoice<T extends string> = T | typeof ALL;

/** The page of a paginated list belongs to the filter it was chosen under: a new filter starts at page 1. */
export function usePageForFilter(filterKey: string): [number, (page: number) => void] {
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  return [page, (p) => setPaging({ key: filterKey, page: p })];
}
