/** A centred spinner while the session or a page's data is still loading. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-64 items-center justify-center py-20" role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
