import { Link, useLocation } from 'react-router';
import { useAvatarName } from '../../lib/catalogue/use-avatar-name.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../ui/class-names.ts';
import { ExternalIcon } from '../ui/icons.tsx';
import { isChildActive } from './nav-active.ts';
import type { NavChild } from './nav-items.ts';

/**
 * A catalogue avatar's name, loaded once the menu shows it: a placeholder bar until then (the
 * link keeps its generic label for screen readers), the generic label if the catalogue cannot
 * be read.
 */
function AvatarLabel({ id, fallback, shown }: { id: number; fallback: string; shown: boolean }) {
  const name = useAvatarName(id, shown);
  if (name.data) return name.data;
  if (name.isError || name.isSuccess) return fallback;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="nav-avatar-name-loading"
        className="skeleton inline-block h-3.5 w-28 rounded-md align-middle"
      />
      <span className="sr-only">{fallback}</span>
    </>
  );
}

/**
 * One link of the navigation. Query-bearing links decide their own active state (NavLink
 * compares paths only), and carry the `active` class and aria-current like NavLink does.
 */
export function NavEntryLink({
  item,
  className,
  withDescription = false,
  onNavigate,
  shown = false,
}: {
  item: NavChild;
  className: string;
  withDescription?: boolean;
  onNavigate?: () => void;
  /** The menu holding the link is open: what its label needs from the server may be loaded. */
  shown?: boolean;
}) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const generic = t(`nav.items.${item.key}.label`);
  const label =
    item.kind === 'route' && item.avatarId !== undefined ? (
      <AvatarLabel id={item.avatarId} fallback={generic} shown={shown} />
    ) : (
      generic
    );
  const content = withDescription ? (
    <span className="flex min-w-0 flex-col">
      <span className="flex items-center gap-1.5 font-medium text-ink">
        {label}
        {item.kind === 'external' ? <ExternalIcon className="size-3.5 text-ink-faint" /> : null}
      </span>
      <span className="mt-0.5 text-xs leading-snug text-ink-muted">
        {t(`nav.items.${item.key}.description`)}
      </span>
    </span>
  ) : (
    <>
      {label}
      {item.kind === 'external' ? <ExternalIcon className="size-3.5 text-ink-faint" /> : null}
    </>
  );

  if (item.kind === 'external') {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
      >
        {content}
        <span className="sr-only">{t('nav.newTab')}</span>
      </a>
    );
  }

  const active = isChildActive(item, location);
  return (
    <Link
      to={item.to}
      className={cx(className, active && 'active')}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
}
