import { PostLoadView } from '@/features/loads/components/post-load-view';

/** /broker/post-load, and ?edit=<id> to edit an unbooked load with the same form. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PostLoadView />
    </div>
  );
}
