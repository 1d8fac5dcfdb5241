import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../ui/class-names.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { HeaderPopover } from './header-popover.tsx';
import { isEntryActive } from './nav-active.ts';
import { NavEntryLink } from './nav-entry-link.tsx';
import type { NavGroup } from './nav-items.ts';

/** A header group: its trigger is marked active when one of its links is the current page. */
export function NavDropdown({
  group,
  open,
  onOpenChange,
}: {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const active = isEntryActive(group, location);
  const wide = group.sections.length > 1;

  return (
    <HeaderPopover
      open={open}
      onOpenChange={onOpenChange}
      hoverable
      panelClassName={wide ? 'grid w-[40rem] grid-cols-[1fr_1.4fr] gap-2' : 'w-80'}
      trigger={({ ref, ...props }) => (
        <button ref={ref} type="button" className={cx('nav-link', active && 'active')} {...props}>
          {t(`nav.groups.${group.key}`)}
          <ChevronDownIcon
            className={cx('size-3.5 opacity-70 transition-transform duration-200', open && 'rotate-180')}
          />
        </button>
      )}
    >
      {group.sections.map((section) => (
        <div key={section.key ?? 'links'} className={cx(wide && 'rounded-xl p-1 first:bg-white/[0.025]')}>
          {section.key ? (
            <p className="px-3 pt-2.5 pb-1.5 text-[0.7rem] font-semibold tracking-[0.14em] text-plasma/90 uppercase">
              {t(`nav.sections.${section.key}`)}
            </p>
          ) : null}
          <ul className={cx(wide && section.items.length > 3 && 'grid grid-cols-2 gap-x-1')}>
            {section.items.map((item) => (
              <li key={item.key}>
                <NavEntryLink
                  item={item}
                  withDescription
                  shown={open}
                  onNavigate={() => onOpenChange(false)}
                  className="flex rounded-xl px-3 py-2.5 transition-colors hover:bg-white/[0.05] focus-visible:bg-white/[0.05] [&.active]:bg-plasma/[0.08] [&.active]:shadow-[inset_2px_0_0_var(--color-plasma)]"
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </HeaderPopover>
  );
}
