import type { BookingView } from '@haulclub/shared';
import { MailIcon, PhoneIcon } from 'lucide-react';

import { BOOKINGS_COMMON } from '@/content/bookings';

import { formatPhone } from '../utils/format';

type Contact = BookingView['broker'];

/** The other party: name, company and MC, with email and phone links. */
export function BookingContact({ heading, contact }: { heading: string; contact: Contact }) {
  return (
    <section aria-label={heading} className="flex min-w-0 flex-col gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{heading}</h3>
      <p className="font-medium">
        {contact.companyName ?? contact.name}
        {contact.mcNumber ? (
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            {BOOKINGS_COMMON.mc(contact.mcNumber)}
          </span>
        ) : null}
      </p>
      {contact.companyName ? <p className="text-sm">{contact.name}</p> : null}
      <ul className="flex flex-col gap-1 text-sm">
        <li className="min-w-0">
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex max-w-full items-center gap-1.5 text-primary underline-offset-4 hover:underline"
          >
            <MailIcon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{BOOKINGS_COMMON.email}: </span>
            <span className="truncate">{contact.email}</span>
          </a>
        </li>
        {contact.phone ? (
          <li>
            <a
              href={`tel:${contact.phone}`}
              className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
            >
              <PhoneIcon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">{BOOKINGS_COMMON.phone}: </span>
              {formatPhone(contact.phone)}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
