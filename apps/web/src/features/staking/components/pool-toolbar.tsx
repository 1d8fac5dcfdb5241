import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { POOL_SORTS, type PoolSort, type PoolView } from '../rules/pool-view.ts';

/** Search, sort and the staked-only switch of the pool list; the view lives in the URL. */
export function PoolToolbar({
  view,
  onChange,
  signedIn,
}: {
  view: PoolView;
  onChange: (view: PoolView) => void;
  signedIn: boolean;
}) {
  const { t } = useTranslation('staking');
  const searchId = useId();
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={searchId} className="text-xs font-medium text-ink-muted">
          {t('pools.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={view.query}
          maxLength={60}
          onChange={(event) => onChange({ ...view, query: event.target.value })}
          placeholder={t('pools.searchPlaceholder')}
          data-testid="pool-search"
          className="h-10 rounded-lg border border-line-strong bg-space-900/80 px-3 text-sm text-ink outline-none placeholder:text-ink-faint focus:border-plasma/70"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={sortId} className="text-xs font-medium text-ink-muted">
          {t('pools.sort')}
        </label>
        <select
          id={sortId}
          value={view.sort}
          onChange={(event) => onChange({ ...view, sort: event.target.value as PoolSort })}
          data-testid="pool-sort"
          className="h-10 rounded-lg border border-line-strong bg-space-900/80 px-3 text-sm text-ink outline-none focus:border-plasma/70"
        >
          {POOL_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`pools.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      {signedIn ? (
        <label className="flex h-10 cursor-pointer items-center gap-2.5 text-sm text-ink">
          <input
            type="checkbox"
            role="switch"
            aria-checked={view.stakedOnly}
            checked={view.stakedOnly}
            onChange={(event) => onChange({ ...view, stakedOnly: event.target.checked })}
            data-testid="pool-staked-only"
            className="size-4 accent-plasma"
          />
          {t('pools.stakedOnly')}
        </label>
      ) : null}
    </div>
  );
}
