import zipcodes from 'zipcodes';
import type { MarketRef } from '@haulclub/shared';

let labels: Map<string, string> | undefined;

/**
 * The readable name of each 3-digit ZIP area: the city with the most ZIP codes under the prefix
 * in the offline ZIP data (ties: alphabetical), e.g. "752" → "Dallas, TX". Built once, in memory.
 */
function marketNames(): Map<string, string> {
  if (labels) return labels;
  const counts = new Map<string, Map<string, number>>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== 'US' || !/^\d{5}$/.test(code.zip)) continue;
    const market = code.zip.slice(0, 3);
    const cities = counts.get(market) ?? new Map<string, number>();
    const city = `${code.city}, ${code.state}`;
    cities.set(city, (cities.get(city) ?? 0) + 1);
    counts.set(market, cities);
  }
  labels = new Map();
  for (const [market, cities] of counts) {
    const [best] = [...cities].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (best) labels.set(market, best[0]);
  }
  return labels;
}

/** A market with its label: "Dallas, TX area (752)", or "ZIP area 752" for a prefix with no city. */
export function marketRef(market: string): MarketRef {
  const name = marketNames().get(market);
  return { market, label: name ? `${name} area (${market})` : `ZIP area ${market}` };
}

/** Whether a 3-digit area has any ZIP code in the offline data. */
export const isKnownMarket = (market: string) => marketNames().has(market);
