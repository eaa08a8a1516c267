import { describe, expect, it } from 'vitest';

import {
  DEFAULT_BOARD_FILTERS,
  boardHref,
  readBoardSearch,
  toBoardQuery,
  validateBoardFilters,
} from './board-search';

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

  it('checks every filter with the search schema, a radius even without its place', () => {
    expect(validateBoardFilters(DEFAULT_BOARD_FILTERS)).toEqual({});
    expect(validateBoardFilters({ ...DEFAULT_BOARD_FILTERS, originRadius: '' })).toEqual({});
    expect(
      validateBoardFilters({
        ...DEFAULT_BOARD_FILTERS,
        originRadius: '-5',
        destinationRadius: '12.5',
        minRate: '-1',
        maxMiles: '0',
      }),
    ).toEqual({
      originRadius: 'Radius must be at least 5 miles',
      destinationRadius: 'Radius must be a whole number of miles',
      minRate: 'Minimum rate cannot be negative',
      maxMiles: 'Max miles must be at least 1',
    });
  });
});
