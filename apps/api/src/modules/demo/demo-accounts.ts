import type { Role } from '@haulclub/shared';

/** The one password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'ShortKings-Demo-2026';

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  companyName?: string;
}

/** Demo accounts seeded on the embedded database: one admin, two brokers, three truckers. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@haulclub.demo', role: 'admin', firstName: 'Avery', lastName: 'Admin' },
  {
    email: 'dana.broker@haulclub.demo',
    role: 'broker',
    firstName: 'Dana',
    lastName: 'Whitfield',
    companyName: 'Lone Star Freight Brokerage LLC',
  },
  {
    email: 'marcus.broker@haulclub.demo',
    role: 'broker',
    firstName: 'Marcus',
    lastName: 'Bell',
    companyName: 'Gulf Coast Logistics Inc',
  },
  {
    email: 'ray.trucker@haulclub.demo',
    role: 'trucker',
    firstName: 'Ray',
    lastName: 'Delgado',
    companyName: 'Delgado Hotshot LLC',
  },
  {
    email: 'lena.trucker@haulclub.demo',
    role: 'trucker',
    firstName: 'Lena',
    lastName: 'Okafor',
    companyName: 'Okafor Flatbed',
  },
  {
    email: 'sam.trucker@haulclub.demo',
    role: 'trucker',
    firstName: 'Sam',
    lastName: 'Whitaker',
    companyName: 'Whitaker Power Only',
  },
];
