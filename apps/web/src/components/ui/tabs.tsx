import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

export interface TabItem {
  value: string;
  label: string;
}

export interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  items: TabItem[];
  ariaLabel: string;
  /** Content of the selected tab, rendered in its tab panel. */
  children?: ReactNode;
  className?: string;
}

/** Pill tabs with arrow-key navigation; every tab has a panel so aria-controls always resolves. */
export function Tabs({ value, onValueChange, items, ariaLabel, children, className }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List
        aria-label={ariaLabel}
        className="flex max-w-full gap-1 overflow-x-auto rounded-full border border-line bg-space-900/70 p-1 [scrollbar-width:none]"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cx(
              'shrink-0 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap text-ink-muted transition',
              'hover:text-ink data-[state=active]:bg-space-700 data-[state=active]:text-ink data-[state=active]:shadow-[inset_0_0_0_1px_rgb(125_249_255/0.35)]',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount
          hidden={item.value !== value}
          className="outline-none"
        >
          {item.value === value ? children : null}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
