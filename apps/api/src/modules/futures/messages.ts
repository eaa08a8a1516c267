import { FUTURES_EQUIPMENT, FUTURES_TRUCK_TYPE_LABELS, type FuturesTruckType } from '@haulclub/shared';
import { AppError } from '../../lib/errors';

/** Why a lock, an accept or a withdrawal was refused: what the caller sees (409 unless said otherwise). */
export const FUTURE_MESSAGES = {
  taken: 'This future has already been locked by another trucker',
  withdrawn: 'This future was withdrawn by its broker',
  expired: 'This future has expired',
  unavailable: 'This future is no longer available',
  lockedNoWithdraw: 'This future has been locked by a trucker and cannot be withdrawn',
  alreadyWithdrawn: 'This future has already been withdrawn',
  expiredNoWithdraw: 'This future has expired and cannot be withdrawn',
} as const;

export const PRECOMMITMENT_MESSAGES = {
  taken: 'This rate future has already been locked in by another trucker',
  withdrawn: 'This rate future was withdrawn by its broker',
  expired: 'This rate future has expired',
  unavailable: 'This rate future is no longer available',
  lockedNoWithdraw: 'This rate future has been locked in by a trucker and cannot be withdrawn',
  alreadyWithdrawn: 'This rate future has already been withdrawn',
  expiredNoWithdraw: 'This rate future has expired and cannot be withdrawn',
} as const;

/** 403 naming the trucker's truck type and the equipment the future or rate future calls for. */
export function equipmentRefusal(
  truckType: string | null | undefined,
  code: FuturesTruckType,
  what: 'future' | 'rate future',
): AppError {
  const needed = FUTURES_TRUCK_TYPE_LABELS[code];
  if (!truckType) {
    return new AppError(
      'forbidden',
      `This ${what} needs a ${needed} truck; set your truck type in your profile first`,
    );
  }
  return new AppError(
    'forbidden',
    `Your truck type (${truckType}) cannot haul this ${what}'s equipment (${FUTURES_EQUIPMENT[code]})`,
  );
}
