import type { BrokerProfile, PlatformSettings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { ratingSummaryOf } from '../../ratings/index';
import { findBrokerProfile, selectTopLanes } from '../repository/broker-profile';
import { brokerFairnessOf } from './broker-fairness';
import { figuresOf, floorOf } from './figures';
import { marketRef } from './market-labels';

const TOP_LANES = 5;

/** GET /api/brokers/:id: a broker's profile for members; any other id (or a rejected broker) is 404. */
export async function getBrokerProfile(
  db: DbExecutor,
  brokerId: string,
  settings: PlatformSettings,
): Promise<BrokerProfile> {
  const broker = await findBrokerProfile(db, brokerId);
  if (!broker || broker.status === 'rejected') throw AppError.notFound('Broker');
  const [fairness, rating, lanes] = await Promise.all([
    brokerFairnessOf(db, [brokerId], settings),
    ratingSummaryOf(db, brokerId),
    selectTopLanes(db, brokerId, TOP_LANES),
  ]);
  const floor = floorOf(settings);
  return {
    id: broker.id,
    companyName: broker.companyName,
    mcNumber: broker.mcNumber,
    memberSince: new Date(broker.memberSince).toISOString(),
    verified: broker.status === 'verified',
    fairness: fairness.get(brokerId) ?? {
      badge: null,
      enoughData: false,
      comparedLoads: 0,
      averageDiffPercent: null,
    },
    rating,
    loadsPosted90Days: broker.loadsPosted,
    loadsBooked90Days: broker.loadsBooked,
    topLanes: lanes.map((l) => ({
      origin: marketRef(l.originMarket),
      destination: marketRef(l.destinationMarket),
      equipment: l.equipment,
      loads: l.loads,
      averageRatePerMileCents: l.averageRatePerMileCents,
      lane: figuresOf(
        90,
        l.bookings === null ? undefined : { ...l, bookings: l.bookings, brokers: l.brokers ?? 0 },
        floor,
      ),
    })),
  };
}
