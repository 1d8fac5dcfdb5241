import { ROUTES } from '@colony/contract/routes';
import { NavLink } from 'react-router';
import { cx } from '../../../components/ui/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

const LINKS = [
  { key: 'avatars', to: ROUTES.myAvatar },
  { key: 'orders', to: ROUTES.myOrder },
  { key: 'queue', to: ROUTES.queue },
] as const;

/** Between the member's Avatars, their orders and their queue entries (the queue has no menu entry of its own). */
export function MyAvatarsNav() {
  const { t } = useTranslation('avatars');
  return (
    <nav aria-label={t('nav.label')} className="max-w-full">
      <ul className="flex max-w-full gap-1 overflow-x-auto rounded-full border border-line bg-space-900/70 p-1 [scrollbar-width:none]">
        {LINKS.map((link) => (
          <li key={link.key} className="shrink-0">
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cx(
                  'block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition',
                  isActive
                    ? 'bg-space-700 text-ink shadow-[inset_0_0_0_1px_rgb(125_249_255/0.35)]'
                    : 'text-ink-muted hover:text-ink',
                )
              }
            >
              {t(`nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
