import {
  FUTURES_TRUCK_TYPE_LABELS,
  CONTRACT_STATUS_LABELS,
  ESCROW_STATUS_LABELS,
  formatCents,
  type ContractView,
} from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { Principal } from '../../auth/index';
import { toContractView } from '../views';
import { readableContract } from './contract-access';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
const money = (cents: number) => escape(formatCents(cents, { showCents: true }));
const when = (iso: string) => escape(`${iso.slice(0, 16).replace('T', ' ')} UTC`);
const row = (label: string, value: string) => `<tr><th>${escape(label)}</th><td>${value}</td></tr>`;

/** The rate confirmation and contract as one print-ready HTML page, from the contract's own data. */
/** The route of a booking's contract, or what a futures contract commits to. */
function routeSection(c: ContractView): string {
  const l = c.load;
  if (l) {
    return `<h2>Route (load HC-${l.number})</h2>
<table>${row('Pickup', `${escape(`${l.pickup.city}, ${l.pickup.state} ${l.pickup.zip}`)}<br>${when(l.pickupWindowStart)} – ${when(l.pickupWindowEnd)}`)}${row('Delivery', `${escape(`${l.delivery.city}, ${l.delivery.state} ${l.delivery.zip}`)}<br>${when(l.deliveryWindowStart)} – ${when(l.deliveryWindowEnd)}`)}${row('Miles', String(l.miles))}${row('Equipment', escape(l.equipment))}${row('Commodity', `${escape(l.commodity)}, ${l.weightLbs} lbs`)}</table>`;
  }
  const f = c.commitment;
  if (!f) return '';
  const title = f.kind === 'freight_future' ? `Freight future F-${f.number}` : `Rate future R-${f.number}`;
  const dates =
    f.startDate && f.endDate ? row('Dates', `${escape(f.startDate)} to ${escape(f.endDate)}`) : '';
  return `<h2>Commitment (${title})</h2>
<table>${row('Lane', `${escape(f.laneFrom)} → ${escape(f.laneTo)} (${f.laneMiles} mi)`)}${row('Truck type', escape(FUTURES_TRUCK_TYPE_LABELS[f.truckType]))}${row('Rate per mile', money(f.ratePerMileCents))}${row('Miles', String(f.miles))}${dates}</table>`;
}

export function renderContractDocument(c: ContractView): string {
  const signature = (party: 'broker' | 'trucker') => {
    const s = c.signatures.find((x) => x.party === party);
    return s
      ? `Signed by ${escape(s.fullName)} at ${when(s.signedAt)}<br><small>Terms SHA-256 ${escape(s.termsSha256)}</small>`
      : 'Not signed yet';
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract C-${c.number}: rate confirmation</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:720px;margin:2rem auto;color:#111}
table{border-collapse:collapse;width:100%;margin:0 0 1.5rem}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
th{width:40%;font-weight:600}h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:1.5rem}</style></head>
<body>
<h1>HaulClub rate confirmation and contract C-${c.number}</h1>
<table>${row('Status', escape(CONTRACT_STATUS_LABELS[c.status].detail))}${row('Escrow', escape(ESCROW_STATUS_LABELS[c.escrowStatus]))}${row('Created', when(c.createdAt))}</table>
<h2>Parties</h2>
<table>${row('Broker', `${escape(c.broker.name)}, ${escape(c.broker.companyName ?? '')}`)}${row('Trucker', `${escape(c.trucker.name)}${c.trucker.companyName ? `, ${escape(c.trucker.companyName)}` : ''}`)}</table>
${routeSection(c)}
<h2>Rate and split</h2>
<table>${row('Total rate', money(c.totalCents))}${row('Trucker (80%)', money(c.truckerCents))}${row('Broker (10%)', money(c.brokerCents))}${row('HaulClub (10%)', money(c.platformCents))}</table>
<h2>Terms</h2>
<table>${row('Payment terms', escape(c.terms.paymentTerms))}${row('Cancellation policy', escape(c.terms.cancellationPolicy))}${row('Insurance requirements', escape(c.terms.insuranceRequirements))}</table>
<h2>Signatures</h2>
<table>${row('Broker', signature('broker'))}${row('Trucker', signature('trucker'))}</table>
</body></html>
`;
}

/** GET /api/contracts/:id/document: same readers as the contract. */
export async function contractDocument(db: DbExecutor, principal: Principal, id: string): Promise<string> {
  const view = toContractView(await readableContract(db, principal, id, { admin: true }), principal.userId);
  return renderContractDocument(view);
}
