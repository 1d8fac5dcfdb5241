import { ASSETS, type Asset } from '@colony/contract/assets';
import type { MoneyLogEntry } from '@colony/contract/money';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { AssetBadge } from '../../../components/money/asset-badge.tsx';
import { type PillTone, StatusPill } from '../../../components/money/status-pill.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { ShortAddress } from '../../../components/ui/short-address.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { shortAddress } from '../../../lib/format/short-address.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { unitsOf } from '../../../lib/money/format-amount.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useMoneyLog } from '../api/get-money-log.ts';
import {
  ASSET_PARAM,
  KIND_PARAM,
  LOG_KINDS,
  type LogKind,
  logFilterFromSearch,
  searchWithFilter,
} from '../log-filter-params.ts';
import { readLogReference } from '../log-reference.ts';

const PHASE_TONE: Partial<Record<MoneyLogEntry['phase'], PillTone>> = {
  pending: 'pending',
  post: 'success',
  void: 'neutral',
};

function useKindLabel() {
  const { t } = useTranslation('assets');
  return (kind: string, amount?: bigint) => {
    if (kind === 'transfer' && amount !== undefined && amount !== 0n)
      return t(amount > 0n ? 'kinds.transferIn' : 'kinds.transferOut');
    // Every kind the server writes has a label (ledger-kinds.test.ts); an entry from a newer
    // server than this page still reads as something.
    return t(`kinds.${kind}`, { defaultValue: kind.replace(/_/g, ' ') });
  };
}

/** What the entry belongs to, shortened; the whole reference on hover and to screen readers. */
function LogReference({ reference }: { reference: string }) {
  const { t } = useTranslation('assets');
  const read = readLogReference(reference);
  if (read.type === 'note') {
    return (
      <span data-testid="money-log-reference" className="min-w-0 truncate" title={read.text}>
        {read.text}
      </span>
    );
  }
  const [label, shown] =
    read.type === 'transaction'
      ? [t('log.transaction'), shortAddress(read.txHash)]
      : [t('log.reference'), read.short];
  return (
    <span data-testid="money-log-reference" className="inline-flex items-center gap-1" title={reference}>
      {label}
      <span className="font-mono tabular-nums" aria-hidden="true">
        {shown}
      </span>
      <span className="sr-only">{reference}</span>
    </span>
  );
}

function LogRow({ entry }: { entry: MoneyLogEntry }) {
  const { t } = useTranslation('assets');
  const format = useAmountFormat();
  const kindLabel = useKindLabel();
  const amount = unitsOf(entry.amount) ?? 0n;
  const tone = PHASE_TONE[entry.phase];
  return (
    <div data-testid="money-log-entry" data-kind={entry.kind} className="flex gap-3 py-3.5">
      <AssetBadge asset={entry.asset} className="mt-0.5" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <span className="min-w-0 truncate text-sm font-medium text-ink">
            {kindLabel(entry.kind, amount)}
            <span className="ml-1.5 text-ink-faint">{entry.asset}</span>
          </span>
          <span
            data-testid="money-log-amount"
            className={cx(
              'shrink-0 text-sm font-semibold tabular-nums',
              amount > 0n ? 'text-success' : amount < 0n ? 'text-ink' : 'text-ink-muted',
            )}
          >
            {format(entry.amount, entry.asset, { signed: true })}
          </span>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-ink-muted">
          <DateTime value={entry.time} />
          <span className="tabular-nums">
            {t('log.balanceAfter', { amount: format(entry.balanceAfter, entry.asset) })}
          </span>
        </div>
        {entry.counterparty || tone || entry.reference || entry.fee ? (
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
            {entry.counterparty ? (
              <span className="inline-flex items-center gap-1">
                {amount > 0n ? t('log.from') : t('log.to')}
                <ShortAddress address={entry.counterparty} />
              </span>
            ) : null}
            {entry.fee ? (
              <span data-testid="money-log-fee" className="tabular-nums">
                {t('log.fee', { amount: `${format(entry.fee, entry.asset)} ${entry.asset}` })}
              </span>
            ) : null}
            {entry.reference ? <LogReference reference={entry.reference} /> : null}
            {tone ? <StatusPill tone={tone}>{t(`log.phases.${entry.phase}`)}</StatusPill> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function LogSkeleton() {
  return (
    <div className="divide-y divide-line">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="flex gap-3 py-3.5">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

function AssetChips({
  value,
  onChange,
}: {
  value: Asset | undefined;
  onChange: (asset: Asset | undefined) => void;
}) {
  const { t } = useTranslation('assets');
  const choices: (Asset | undefined)[] = [undefined, ...ASSETS];
  return (
    <fieldset className="-mx-1 flex min-w-0 gap-1.5 overflow-x-auto px-1 pb-1 [scrollbar-width:none]">
      <legend className="sr-only">{t('log.assetFilter')}</legend>
      {choices.map((asset) => {
        const active = asset === value;
        return (
          <button
            key={asset ?? 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(asset)}
            className={cx(
              'h-9 shrink-0 rounded-full border px-3.5 text-sm font-medium transition',
              active
                ? 'border-plasma/60 bg-space-700 text-ink'
                : 'border-line bg-space-900/60 text-ink-muted hover:text-ink',
            )}
          >
            {asset ?? t('log.allAssets')}
          </button>
        );
      })}
    </fieldset>
  );
}

function KindSelect({
  value,
  onChange,
}: {
  value: LogKind | undefined;
  onChange: (kind: LogKind | undefined) => void;
}) {
  const { t } = useTranslation('assets');
  const kindLabel = useKindLabel();
  const id = useId();
  return (
    <div className="relative w-full sm:w-56">
      <label htmlFor={id} className="sr-only">
        {t('log.kindFilter')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as LogKind | undefined)}
        className="h-10 w-full appearance-none rounded-full border border-line bg-space-900/70 pr-9 pl-4 text-sm text-ink outline-none focus:border-plasma/60"
      >
        <option value="">{t('log.allKinds')}</option>
        {LOG_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {kindLabel(kind)}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}

/**
 * The member's journal, newest first, loading more as it scrolls: every movement with its
 * signed amount, kind, state, reference and the balance after it. Filters live in the URL so a view can
 * be shared or kept; `asset` fixes the asset (the MM details page), `kind` the kind.
 */
export function MoneyLog({
  address,
  asset: fixedAsset,
  kind: fixedKind,
  title,
  emptyMessage,
}: {
  address: string;
  asset?: Asset;
  /** Only this kind, without the kind filter (the trader's sales). */
  kind?: LogKind;
  title: string;
  /** What an empty log says; "No data available" by default. */
  emptyMessage?: string;
}) {
  const [search, setSearch] = useSearchParams();
  const filter = logFilterFromSearch(search);
  const asset = fixedAsset ?? filter.asset;
  const kind = fixedKind ?? filter.kind;
  const log = useMoneyLog(address, { asset, kind });
  const entries = log.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section
      aria-labelledby="money-log-title"
      data-testid="money-log"
      className="panel rounded-2xl p-5 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="money-log-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
          {title}
        </h2>
        {fixedKind ? null : (
          <KindSelect
            value={filter.kind}
            onChange={(next) => setSearch(searchWithFilter(search, KIND_PARAM, next), { replace: true })}
          />
        )}
      </div>
      {fixedAsset || fixedKind ? null : (
        <div className="mt-4">
          <AssetChips
            value={filter.asset}
            onChange={(next) => setSearch(searchWithFilter(search, ASSET_PARAM, next), { replace: true })}
          />
        </div>
      )}
      <div className="mt-2">
        <InfiniteList
          items={entries}
          getKey={(entry) => entry.id}
          renderItem={(entry) => <LogRow entry={entry} />}
          hasNextPage={log.hasNextPage}
          isFetchingNextPage={log.isFetchingNextPage}
          fetchNextPage={log.fetchNextPage}
          isLoading={log.isPending}
          isError={log.isError}
          onRetry={() => void log.refetch()}
          className="divide-y divide-line"
          skeleton={<LogSkeleton />}
          emptyMessage={emptyMessage}
        />
      </div>
    </section>
  );
}
