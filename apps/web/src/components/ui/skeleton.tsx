export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-space-800 ${className}`} />;
}

export function PageSkeleton() {
  return (
    <div className="mx-auto max-w-[1600px] px-4 py-16" aria-busy="true">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="mt-4 h-4 w-2/3" />
    </div>
  );
}
