import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The shape of /myAvatar while the member's avatars load: the three totals, the cards and the energy panel. */
export function MyAvatarsSkeleton() {
  const { t } = useTranslation('avatars');
  return (
    <div aria-busy="true" data-testid="my-avatars-loading" className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        {t('holdings.loading')}
      </span>
      <Skeleton className="h-72 rounded-2xl md:h-32" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-4 md:grid-cols-2">
          {[0, 1].map((slot) => (
            <div key={slot} aria-hidden="true" className="panel rounded-2xl p-5">
              <div className="flex gap-4">
                <Skeleton className="size-20 shrink-0 rounded-2xl sm:size-24" />
                <div className="flex-1">
                  <Skeleton className="h-5 w-24 rounded-full" />
                  <Skeleton className="mt-3 h-5 w-3/4" />
                  <Skeleton className="mt-2 h-3 w-1/2" />
                </div>
              </div>
              <Skeleton className="mt-6 h-3 w-2/3" />
              <Skeleton className="mt-2 h-2 w-full rounded-full" />
              <Skeleton className="mt-6 h-10 w-full" />
            </div>
          ))}
        </div>
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}
