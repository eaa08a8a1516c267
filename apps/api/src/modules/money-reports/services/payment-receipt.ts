import { formatCents } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { selectBrokerPayments, type PaymentRow } from '../repository';
import { iso } from '../views';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
const money = (cents: number) => escape(formatCents(cents, { showCents: true }));
const when = (v: PaymentRow['createdAt']) => escape(`${iso(v).slice(0, 16).replace('T', ' ')} UTC`);
const row = (label: string, value: string) => `<tr><th>${escape(label)}</th><td>${value}</td></tr>`;

/** A succeeded charge's receipt as one print-ready HTML page. */
export function renderPaymentReceipt(p: PaymentRow): string {
  const lane = `${p.pickupCity}, ${p.pickupState} → ${p.deliveryCity}, ${p.deliveryState}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>HaulClub receipt: contract C-${p.contractNumber}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:720px;margin:2rem auto;color:#111}
table{border-collapse:collapse;width:100%;margin:0 0 1.5rem}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
th{width:40%;font-weight:600}h1{font-size:1.4rem}</style></head>
<body>
<h1>HaulClub payment receipt</h1>
<p>Escrow funding for contract C-${p.contractNumber}. HaulClub holds this amount in escrow until delivery is confirmed.</p>
<table>${row('Amount paid', money(p.amountCents))}${row('Paid on', when(p.completedAt ?? p.createdAt))}${row('Card', p.cardLast4 ? `•••• ${escape(p.cardLast4)}` : 'Card')}${row('Charge reference', escape(p.chargeId ?? p.id))}${row('Payment provider', escape(p.provider))}</table>
<table>${row('Billed to', `${escape(p.brokerCompanyName)}<br>${escape(p.brokerEmail)}`)}${row('Contract', `C-${p.contractNumber} (contract total ${money(p.totalCents)})`)}${p.loadNumber === null ? row('Commitment', `${escape(p.commitmentRef ?? '')}: ${escape(lane)}`) : row('Load', `HC-${p.loadNumber}: ${escape(lane)}`)}</table>
</body></html>
`;
}

/** GET /api/broker/payments/:paymentId/receipt: the broker's own succeeded charge; any other is 404. */
export async function paymentReceipt(db: DbExecutor, brokerId: string, paymentId: string): Promise<string> {
  const [payment] = await selectBrokerPayments(db, brokerId, 1, paymentId);
  if (!payment || payment.status !== 'succeeded') throw new AppError('not_found', 'Payment not found');
  return renderPaymentReceipt(payment);
}
