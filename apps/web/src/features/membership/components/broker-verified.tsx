import type { BrokerStatusResponse } from '@haulclub/shared';
import { BadgeCheckIcon, MailPlusIcon, PackagePlusIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { BROKER_DASHBOARD } from '@/content/membership';

type Broker = NonNullable<BrokerStatusResponse['broker']>;

const { verified, quickActions } = BROKER_DASHBOARD;
const ACTIONS = [
  { ...quickActions.postLoad, href: paths.broker.postLoad.getHref(), icon: PackagePlusIcon },
  { ...quickActions.invite, href: paths.broker.invite.getHref(), icon: MailPlusIcon },
  { ...quickActions.truckers, href: paths.broker.truckers.getHref(), icon: UsersIcon },
  { ...quickActions.payments, href: paths.broker.payments.getHref(), icon: WalletIcon },
] as const;

/** A verified brokerage: company, MC (and DOT), the Verified badge and the quick actions. */
export function BrokerVerified({ broker }: { broker: Broker }) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle className="text-xl">{broker.companyName}</CardTitle>
            <Badge variant="success">
              <BadgeCheckIcon aria-hidden="true" />
              {verified.badge}
            </Badge>
          </div>
          <CardDescription>
            {verified.mc} {broker.mcNumber}
            {broker.dotNumber ? ` · ${verified.dot} ${broker.dotNumber}` : null}
          </CardDescription>
        </CardHeader>
      </Card>
      <section aria-labelledby="broker-quick-actions" className="flex flex-col gap-3">
        <h2 id="broker-quick-actions" className="text-lg font-semibold">
          {quickActions.heading}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {ACTIONS.map(({ label, body, href, icon: Icon }) => (
            <li key={href}>
              <Link
                to={href}
                className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {label}
                </span>
                <span className="text-sm text-muted-foreground">{body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
