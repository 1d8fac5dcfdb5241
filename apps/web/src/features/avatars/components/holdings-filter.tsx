import { AVATAR_KINDS, AVATAR_STATES, type AvatarKind, type AvatarState } from '@colony/contract/avatars';
import { cx } from '../../../components/ui/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { HoldingsPage, HoldingsView } from '../rules/holdings-view.ts';

function Choices<T extends string>({
  legend,
  choices,
  value,
  counts,
  labelOf,
  onChange,
  testId,
}: {
  legend: string;
  choices: readonly T[];
  value: T | undefined;
  counts: Record<T | 'all', number>;
  labelOf: (choice: T | undefined) => string;
  onChange: (choice: T | undefined) => void;
  testId: string;
}) {
  return (
    <fieldset data-testid={testId} className="min-w-0">
      <legend className="mb-2 text-xs font-semibold tracking-wider text-ink-faint uppercase">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {[undefined, ...choices].map((choice) => {
          const active = choice === value;
          return (
            <button
              key={choice ?? 'all'}
              type="button"
              aria-pressed={active}
              data-choice={choice ?? 'all'}
              onClick={() => onChange(choice)}
              className={cx(
                'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition',
                active
                  ? 'border-plasma/60 bg-space-700 text-ink'
                  : 'border-line bg-space-900/60 text-ink-muted hover:text-ink',
              )}
            >
              {labelOf(choice)}{' '}
              <span
                data-testid="filter-count"
                className={cx(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  active ? 'bg-plasma/15 text-plasma' : 'bg-white/5 text-ink-faint',
                )}
              >
                {counts[choice ?? 'all']}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The type and status filters of /myAvatar, each choice with how many Avatars it would show. */
export function HoldingsFilter({
  view,
  shown,
  onChange,
}: {
  view: HoldingsView;
  shown: Pick<HoldingsPage, 'kindCounts' | 'stateCounts'>;
  onChange: (view: HoldingsView) => void;
}) {
  const { t } = useTranslation('avatars');
  return (
    <div data-testid="holdings-filter" className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:gap-x-8">
      <Choices<AvatarKind>
        legend={t('holdings.filter.kind')}
        choices={AVATAR_KINDS}
        value={view.kind}
        counts={shown.kindCounts}
        labelOf={(kind) => (kind ? t(`kinds.${kind}`) : t('holdings.filter.all'))}
        onChange={(kind) => onChange({ ...view, kind, page: 1 })}
        testId="holdings-filter-kind"
      />
      <Choices<AvatarState>
        legend={t('holdings.filter.state')}
        choices={AVATAR_STATES}
        value={view.state}
        counts={shown.stateCounts}
        labelOf={(state) => (state ? t(`avatar.states.${state}`) : t('holdings.filter.all'))}
        onChange={(state) => onChange({ ...view, state, page: 1 })}
        testId="holdings-filter-state"
      />
    </div>
  );
}
