import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { cx } from '../ui/class-names.ts';

/**
 * A header disclosure: a button and the panel it shows (the navigation-menu pattern; ARIA
 * menus are for application commands). Escape, a click outside or focus leaving closes it;
 * `hoverable` also opens it while a mouse rests on it. No dialog library, so the header stays
 * in the first download.
 */
export function HeaderPopover({
  open,
  onOpenChange,
  trigger,
  children,
  hoverable = false,
  align = 'center',
  panelClassName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: (props: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  }) => ReactNode;
  children: ReactNode;
  hoverable?: boolean;
  align?: 'center' | 'end';
  panelClassName?: string;
}) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A click right after hovering open should keep the panel, not toggle it shut again.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onOpenChange(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onOpenChange]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const hover = (next: boolean) => (event: ReactPointerEvent) => {
    if (!hoverable || event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (next) {
      if (!open) openedByHover.current = true;
      onOpenChange(true);
    } else closeTimer.current = setTimeout(() => onOpenChange(false), 160);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus-leave are tracked on the wrapper; the button inside is the control
    <div
      ref={root}
      className="relative"
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      {trigger({
        ref: button,
        'aria-expanded': open,
        'aria-controls': panelId,
        onClick: () => {
          if (open && openedByHover.current) openedByHover.current = false;
          else onOpenChange(!open);
        },
      })}
      <div
        id={panelId}
        hidden={!open}
        className={cx(
          'panel absolute top-full z-50 mt-2 rounded-2xl bg-space-900/95 p-2 shadow-pop backdrop-blur-xl',
          'animate-[pop-in_0.18s_var(--ease-out-expo)]',
          align === 'center' ? 'left-1/2 -translate-x-1/2' : 'right-0',
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}
