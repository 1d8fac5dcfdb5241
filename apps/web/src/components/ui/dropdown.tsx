import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { CheckIcon } from './icons.tsx';

export interface DropdownProps {
  /** The element that opens the menu; it receives the trigger's props and ref. */
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  /** Accessible name of the menu when it has no visible heading. */
  'aria-label'?: string;
}

/** A menu of actions or choices (Radix DropdownMenu): arrow keys, typeahead, Escape, focus return. */
export function Dropdown({
  trigger,
  children,
  align = 'end',
  open,
  onOpenChange,
  className,
  ...rest
}: DropdownProps) {
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align={align}
          sideOffset={8}
          collisionPadding={12}
          aria-label={rest['aria-label']}
          className={cx(
            'panel z-50 min-w-48 rounded-xl bg-space-900/95 p-1.5 shadow-pop backdrop-blur-xl',
            'origin-(--radix-dropdown-menu-content-transform-origin) data-[state=open]:animate-[pop-in_0.16s_var(--ease-out-expo)]',
            className,
          )}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

const ITEM =
  'relative flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-ink-muted outline-none transition-colors data-[highlighted]:bg-white/6 data-[highlighted]:text-ink data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export function DropdownItem({ className, ...props }: Menu.DropdownMenuItemProps) {
  return <Menu.Item className={cx(ITEM, className)} {...props} />;
}

export function DropdownLabel({ className, ...props }: Menu.DropdownMenuLabelProps) {
  return (
    <Menu.Label
      className={cx(
        'px-3 pt-2 pb-1 text-[0.7rem] font-semibold tracking-[0.14em] text-ink-faint uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownSeparator() {
  return <Menu.Separator className="my-1.5 h-px bg-line" />;
}

export const DropdownRadioGroup = Menu.RadioGroup;

export function DropdownRadioItem({ className, children, ...props }: Menu.DropdownMenuRadioItemProps) {
  return (
    <Menu.RadioItem className={cx(ITEM, 'pr-9', className)} {...props}>
      {children}
      <Menu.ItemIndicator className="absolute right-3 text-plasma">
        <CheckIcon className="size-4" />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}
