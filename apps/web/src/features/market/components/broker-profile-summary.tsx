import type { BrokerProfile } from '@haulclub/shared';
import { BadgeCheckIcon, StarIcon } from 'lucide-react';

import { FairnessBadge } from '@/components/market/fairness-badge';
import { NotEnoughData } from '@/components/market/not-enough-data';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { BROKER_PROFILE } from '@/content/market';

const memberSince = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** Company, MC, member since and verification. */
export function BrokerProfileHeader({ profile }: { profile: BrokerProfile }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{profile.companyName}</h1>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>{BROKER_PROFILE.mc(profile.mcNumber)}</span>
        <span>{BROKER_PROFILE.memberSince(memberSince.format(new Date(profile.memberSince)))}</span>
        {profile.verified ? (
          <Badge variant="success">
            <BadgeCheckIcon aria-hidden="true" />
            {BROKER_PROFILE.verified}
          </Badge>
        ) : (
          <Badge variant="secondary">{BROKER_PROFILE.notVerified}</Badge>
        )}
        <FairnessBadge fairness={profile.fairness} />
      </p>
    </div>
  );
}

/** The fairness standing with its figure, and the rating from truckers with its count. */
export function BrokerProfileStanding({ profile }: { profile: BrokerProfile }) {
  const { fairness, rating } = profile;
  const diff = fairness.averageDiffPercent;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card role="region" aria-labelledby="broker-fairness" className="gap-2 p-4 sm:p-5">
        <h2 id="broker-fairness" className="text-base font-semibold">
          {BROKER_PROFILE.fairnessHeading}
        </h2>
        <FairnessBadge fairness={fairness} className="text-sm" />
        {fairness.enoughData && diff !== null ? (
          <p className="text-sm">
            {BROKER_PROFILE.fairnessAverage(diff, fairness.comparedLoads)}
            {fairness.badge ? null : ` ${BROKER_PROFILE.fairnessNone}`}
          </p>
        ) : (
          <div className="flex flex-col gap-1 text-sm">
            <NotEnoughData />
            <p className="text-muted-foreground">
              {BROKER_PROFILE.fairnessNotEnough(fairness.comparedLoads)}
            </p>
          </div>
        )}
      </Card>
      <Card role="region" aria-labelledby="broker-rating" className="gap-2 p-4 sm:p-5">
        <h2 id="broker-rating" className="text-base font-semibold">
          {BROKER_PROFILE.ratingHeading}
        </h2>
        {rating.average !== null && rating.count > 0 ? (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <StarIcon aria-hidden="true" className="size-5 self-center fill-amber-400 text-amber-500" />
            <span className="text-2xl font-bold tabular-nums">
              {BROKER_PROFILE.ratingAverage(rating.average)}
            </span>
            <span className="text-sm text-muted-foreground">{BROKER_PROFILE.ratingCount(rating.count)}</span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{BROKER_PROFILE.noRatings}</p>
        )}
        <p className="text-sm text-muted-foreground">
          {BROKER_PROFILE.activity(profile.loadsPosted90Days, profile.loadsBooked90Days)}
        </p>
      </Card>
    </div>
  );
}
