import { PROFILE_RATINGS as copy } from '@/content/ratings';

import { ReceivedRatings } from './received-ratings';

/** The trucker's ratings on their profile page: a titled section of their received ratings. */
export function ProfileRatingsSection() {
  return (
    <section
      aria-labelledby="profile-ratings-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pb-8 sm:pb-10"
    >
      <div className="flex flex-col gap-1">
        <h2 id="profile-ratings-heading" className="text-xl font-bold tracking-tight">
          {copy.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      <ReceivedRatings headingLevel={3} />
    </section>
  );
}
