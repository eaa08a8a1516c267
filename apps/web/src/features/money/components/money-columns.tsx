import type { MoneyLane } from '@haulclub/shared';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { contractRef } from '@/content/contracts';
import { MONEY_COMMON as common } from '@/content/money';

import { laneText } from '../utils/format';
import type { MoneyColumn } from './money-table';

/** The row's contract (C-7) naming the row; with `link`, a link to the contract's page. */
export function contractColumn<Row extends { contractId: string; contractNumber: number }>({
  link = false,
} = {}): MoneyColumn<Row> {
  return {
    head: common.contract,
    kind: 'title',
    cell: (r) =>
      link ? (
        <Link className="underline-offset-4 hover:underline" to={paths.contract.getHref(r.contractId)}>
          {contractRef(r.contractNumber)}
        </Link>
      ) : (
        contractRef(r.contractNumber)
      ),
  };
}

/** The contract's lane: pickup → delivery. */
export function laneColumn<Row extends { lane: MoneyLane }>(): MoneyColumn<Row> {
  return { head: common.lane, cell: (r) => laneText(r.lane) };
}
