import type { Place } from '@haulclub/shared';
import { locateQueryText } from '../places';

/** GET /api/geo/locate?q=: "Dallas, TX", "Dallas TX" or "75201" → a place; 400 on `q` if unknown. */
export function locate(q: string): Place {
  return locateQueryText(q, 'q');
}
