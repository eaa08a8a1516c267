import { PageTitle } from '@/components/layout/page-title';
import { SPEED_SCORE } from '@/content/speed-score';
import { SpeedScorePage } from '@/features/speed-score/components/speed-score-page';

/** /trucker/score: the trucker's speed score, its parts, rank, early access and weekly history. */
export function Component() {
  return (
    <>
      <PageTitle title={SPEED_SCORE.title} />
      <SpeedScorePage />
    </>
  );
}
