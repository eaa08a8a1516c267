import { formatCents, type LoadAlert } from '@haulclub/shared';
import type { OutgoingMail } from '../mail/index';

/** The board with the alerted load's details open (the web app reads `?load=`). */
export const alertLoadUrl = (base: string, loadId: string) =>
  `${base}/trucker/loads?load=${encodeURIComponent(loadId)}`;

const lane = (a: LoadAlert) =>
  `${a.pickup.city}, ${a.pickup.state} → ${a.delivery.city}, ${a.delivery.state}`;
const perMile = (a: LoadAlert) => `${formatCents(a.ratePerMileCents, { showCents: true })}/mi`;

function alertLines(a: LoadAlert, base: string): string[] {
  return [
    `${a.score}% match · HC-${a.loadNumber} · ${lane(a)}`,
    `  ${a.equipment} · ${a.miles} mi · ${formatCents(a.rateCents, { showCents: true })} (${perMile(a)})`,
    ...(a.reasons.length > 0 ? [`  Why: ${a.reasons.map((r) => r.text).join('; ')}`] : []),
    `  Open it: ${alertLoadUrl(base, a.loadId)}`,
  ];
}

const footer = (base: string) => [
  '',
  `Change your alert settings (threshold, quiet hours, email) at ${base}/trucker/profile.`,
  'HaulClub',
];

/** An instant alert email: "New load match: 92% — Houston, TX → San Antonio, TX, $3.10/mi". */
export function instantAlertEmail(to: string, alert: LoadAlert, base: string): OutgoingMail {
  return {
    to,
    subject: `New load match: ${alert.score}% — ${lane(alert)}, ${perMile(alert)}`,
    text: ['A new load matches your lane profile:', '', ...alertLines(alert, base), ...footer(base)].join(
      '\n',
    ),
  };
}

/** The digest: every load still on the board that alerted the trucker since the last one. */
export function digestAlertEmail(to: string, alerts: LoadAlert[], base: string): OutgoingMail {
  const count = alerts.length === 1 ? '1 new load match' : `${alerts.length} new load matches`;
  return {
    to,
    subject: `${count} on HaulClub`,
    text: [
      'Loads still on the board that matched your lane profile since your last digest, best first:',
      '',
      ...[...alerts].sort((x, y) => y.score - x.score).flatMap((a) => [...alertLines(a, base), '']),
      ...footer(base).slice(1),
    ].join('\n'),
  };
}
