import { PageTitle } from '@/components/layout/page-title';
import { LANE_PROFILE_PAGE } from '@/content/lane-profile';
import { LaneProfilePage } from '@/features/membership/components/lane-profile-page';

/** /trucker/profile: the lane profile, editable any time (home base, equipment, lanes, availability, alerts). */
export function Component() {
  return (
    <>
      <PageTitle title={LANE_PROFILE_PAGE.title} />
      <LaneProfilePage />
    </>
  );
}
