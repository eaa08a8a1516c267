import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { LOAD_BOARD } from '@/content/loads';
import { LoadBoardView } from '@/features/loads/components/load-board-view';

/** /trucker/loads: Available Loads. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={LOAD_BOARD.title} />
      <PageHeading heading={LOAD_BOARD.heading} intro={LOAD_BOARD.intro} />
      <LoadBoardView />
    </div>
  );
}
