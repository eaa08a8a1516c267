import { PageTitle } from '@/components/layout/page-title';
import { LANE_PROFILE_PAGE } from '@/content/lane-profile';
import { LaneProfilePage } from '@/features/membership/components/lane-profile-page';
import { ProfileRatingsSection } from '@/features/ratings/components/profile-ratings-section';

/** /trucker/profile: the lane profile, editable any time, and the ratings brokers gave the trucker. */
export function Component() {
  return (
    <>
      <PageTitle title={LANE_PROFILE_PAGE.title} />
      <LaneProfilePage />
      <ProfileRatingsSection />
    </>
  );
}
