import type { BrokerFairnessDetail, PlatformSettings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { brokerStatusOf } from '../repository/broker-profile';
import { selectComparedLoads } from '../repository/fairness';
import { brokerFairnessOf } from './broker-fairness';
import { diffPercentOf, floorOf } from './figures';
import { marketRef } from './market-labels';

/** The most loads the standing page lists (the lowest first, so the ones that pulled it down). */
const LISTED_LOADS = 100;

/**
 * GET /api/broker/fairness: the broker's own standing (verified or pending brokers; 403 when rejected,
 * 404 before applying), the threshold
 * in force, and the compared loads of the last 90 days, furthest below their lane first.
 */
export async function getFairnessDetail(
  db: DbExecutor,
  brokerId: string,
  settings: PlatformSettings,
): Promise<BrokerFairnessDetail> {
  const status = await brokerStatusOf(db, brokerId);
  // A broker account that has not applied yet has no company to stand for.
  if (!status) throw AppError.notFound('Broker application');
  if (status !== 'verified' && status !== 'pending') {
    throw new AppError('forbidden', 'Only verified or pending brokers have a standing');
  }
  const [fairness, loads] = await Promise.all([
    brokerFairnessOf(db, [brokerId], settings),
    selectComparedLoads(db, brokerId, floorOf(settings), LISTED_LOADS),
  ]);
  const standing = fairness.get(brokerId);
  if (!standing) throw new Error('fairness lookup lost its broker');
  return {
    fairness: standing,
    belowMarketPercent: settings.fairnessBelowMarketPercent,
    loads: loads.map((l) => ({
      loadId: l.loadId,
      number: l.number,
      equipment: l.equipment,
      origin: marketRef(l.originMarket),
      destination: marketRef(l.destinationMarket),
      postedAt: new Date(l.postedAt).toISOString(),
      ratePerMileCents: l.ratePerMileCents,
      laneAverageCents: l.laneAverageCents,
      diffPercent: diffPercentOf(l.ratePerMileCents, l.laneAverageCents),
    })),
  };
}
