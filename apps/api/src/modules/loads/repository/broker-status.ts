import type { DbExecutor } from '../../../db/client';
import { executeNamedText } from '../../../db/named-statement';

/**
 * A broker's verification status (undefined without a broker profile): every post, edit and
 * repost asks, so a constant named statement rather than the whole profile row built per call.
 */
export async function findBrokerStatus(db: DbExecutor, brokerId: string): Promise<string | undefined> {
  const { rows } = await executeNamedText<{ status: string }>(db, 'loads_broker_status', {
    sql: 'SELECT status FROM brokers WHERE user_id = $1',
    params: [brokerId],
  });
  return rows[0]?.status;
}
