import { formatCents, timeZoneOfState, type BookingView } from '@haulclub/shared';
import type { OutgoingMail } from '../mail/index';

/**
 * One formatter per time zone, made once (building an Intl.DateTimeFormat costs far more than
 * formatting with it, and a rate confirmation formats four times inside the booking's transaction).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A window in the local time of its place (appointments are quoted that way), e.g. "Sat, Nov 21, 8:00 AM CST". */
function span(start: string, end: string, state: string): string {
  const when = formatterIn(timeZoneOfState(state));
  return `${when.format(new Date(start))} – ${when.format(new Date(end))}`;
}

type Contact = BookingView['trucker'];
const contactLines = (role: string, c: Contact) => [
  `${role}: ${c.name}${c.companyName ? `, ${c.companyName}` : ''}`,
  ...(c.mcNumber ? [`  MC ${c.mcNumber}`] : []),
  `  ${c.email}${c.phone ? ` · ${c.phone}` : ''}`,
];

function loadSummary(b: BookingView): string[] {
  const l = b.load;
  return [
    `Load HC-${l.number}: ${l.pickup.city}, ${l.pickup.state} ${l.pickup.zip} → ${l.delivery.city}, ${l.delivery.state} ${l.delivery.zip}`,
    `Pickup:   ${span(l.pickupWindowStart, l.pickupWindowEnd, l.pickup.state)}`,
    `Delivery: ${span(l.deliveryWindowStart, l.deliveryWindowEnd, l.delivery.state)}`,
    `Equipment: ${l.equipment}${l.lengthFt ? `, ${l.lengthFt} ft` : ''} · ${l.weightLbs.toLocaleString('en-US')} lbs of ${l.commodity}`,
  ];
}

/** The rate confirmation both parties get when a load is booked. */
export function rateConfirmationEmail(to: string, b: BookingView, viewUrl: string): OutgoingMail {
  return {
    to,
    subject: `Rate confirmation HC-${b.load.number}: ${b.load.pickup.city} → ${b.load.delivery.city}`,
    text: [
      'This load is booked on HaulClub. Rate confirmation:',
      '',
      ...loadSummary(b),
      `Agreed rate: ${formatCents(b.rateCents, { showCents: true })} for ${b.miles} miles (${formatCents(b.ratePerMileCents, { showCents: true })}/mile)`,
      ...(b.load.notes ? [`Notes: ${b.load.notes}`] : []),
      '',
      ...contactLines('Broker', b.broker),
      ...contactLines('Carrier', b.trucker),
      '',
      `Open the booking: ${viewUrl}`,
      'HaulClub',
    ].join('\n'),
  };
}

/** A load cancelled by an admin (or by one party of its contract): to the others concerned. */
export function loadCancelledEmail(
  to: string,
  load: { number: number; lane: string },
  reason: string,
  booked: boolean,
  by: 'admin' | 'broker' | 'trucker' = 'admin',
): OutgoingMail {
  const who = { admin: 'A HaulClub admin', broker: 'The broker', trucker: 'The trucker' }[by];
  return {
    to,
    subject: `Load HC-${load.number} was cancelled`,
    text: [
      `${who} cancelled load HC-${load.number} (${load.lane}).`,
      ...(booked ? ['The booking is cancelled too: do not pick this load up.'] : []),
      '',
      'The reason given:',
      reason,
      '',
      'Reply to this email if you have questions.',
      'HaulClub',
    ].join('\n'),
  };
}
