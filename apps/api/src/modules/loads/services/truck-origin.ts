import type { TruckerRow } from '../../membership/index';

/** Where the truck is: its current location when set, else its home base; null when neither is located. */
export function truckOrigin(trucker: TruckerRow): { label: string; lat: number; lng: number } | null {
  if (trucker.currentLat !== null && trucker.currentLng !== null) {
    return {
      label:
        [trucker.currentCity, trucker.currentState].filter(Boolean).join(', ') || (trucker.currentZip ?? ''),
      lat: trucker.currentLat,
      lng: trucker.currentLng,
    };
  }
  if (trucker.homeBaseLat !== null && trucker.homeBaseLng !== null) {
    return {
      label: `${trucker.homeBaseCity ?? ''}, ${trucker.homeBaseState ?? ''}`,
      lat: trucker.homeBaseLat,
      lng: trucker.homeBaseLng,
    };
  }
  return null;
}
