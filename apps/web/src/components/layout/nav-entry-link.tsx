import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../ui/class-names.ts';
import { ExternalIcon } from '../ui/icons.tsx';
import { isChildActive } from './nav-active.ts';
import type { NavChild } from './nav-items.ts';

/**
 * One link of the navigation. Query-bearing links decide their own active state (NavLink
 * compares paths only), and carry the `active` class and aria-current like NavLink does.
 */
export function NavEntryLink({
  item,
  className,
  withDescription = false,
  onNavigate,
}: {
  item: NavChild;
  className: string;
  withDescription?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const label = t(`nav.items.${item.key}.label`);
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
