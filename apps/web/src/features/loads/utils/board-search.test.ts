import { describe, expect, it } from 'vitest';

import { boardHref, readBoardSearch, toBoardQuery } from './board-search';

describe('board search in the URL', () => {
  it('reads defaults from an empty URL and writes them back as a plain path', () => {
    const search = readBoardSearch(new URLSearchParams());
    expect(search).toMatchObject({ origin: '', originRadius: '50', equipment: [], sort: 'newest', page: 1 });
    expect(boardHref(search)).toBe('/trucker/loads');
    expect(toBoardQuery(search)).toEqual({ sort: 'newest', page: 1, pageSize: 20 });
  });

  it('drops unknown equipment, sorts and pages', () => {
    const search = readBoardSearch(new URLSearchParams('equipment=Flatbed,Boat&sort=cheapest&page=-2'));
    expect(search.equipment).toEqual(['Flatbed']);
    expect(search.sort).toBe('newest');
    expect(search.page).toBe(1);
  });

  it('sends a radius only with its place, and the minimum rate in cents', () => {
    const search = readBoardSearch(new URLSearchParams('destinationRadius=80&minRate=3.05&origin=75201'));
    expect(toBoardQuery(search)).toEqual({
      origin: '75201',
      originRadius: 50,
      minRatePerMileCents: 305,
      sort: 'newest',
      page: 1,
      pageSize: 20,
    });
  });
});
