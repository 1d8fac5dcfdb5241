import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useId } from 'react';
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

/**
 * Pill tabs with arrow-key navigation; every tab has a panel so aria-controls always resolves.
 *
 * Radix gives the tabs, their keyboard handling and their states. The panels are plain elements
 * with the attributes Radix's would have: its panel wraps each one in a presence tracker that,
 * when mounted, reads the panel's computed style (a forced style recalculation of the page) and
 * renders it again, which cost a phone several milliseconds per tab in the first render. These
 * panels never animate, so there is nothing for it to track.
 */
export function Tabs({ value, onValueChange, items, ariaLabel, children, className }: TabsProps) {
  const baseId = useId();
  const triggerId = (item: string) => `${baseId}-trigger-${item}`;
  const panelId = (item: string) => `${baseId}-content-${item}`;
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List
        aria-label={ariaLabel}
        // Tabs that do not fit one row wrap onto the next rather than scroll out of sight: a longer
        // language (German at 375 px) would otherwise hide the last tab with nothing to say it is there.
        className="flex max-w-full flex-wrap gap-1 rounded-3xl border border-line bg-space-900/70 p-1"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            id={triggerId(item.value)}
            aria-controls={panelId(item.value)}
            className={cx(
              'min-w-0 rounded-full px-4 py-2 text-center text-sm font-medium text-ink-muted transition',
              'hover:text-ink data-[state=active]:bg-space-700 data-[state=active]:text-ink data-[state=active]:shadow-[inset_0_0_0_1px_rgb(125_249_255/0.35)]',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={triggerId(item.value)}
          // Reachable by Tab like Radix's panel, so a panel with no focusable content can be read.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable
          tabIndex={0}
          hidden={item.value !== value}
          className="outline-none"
        >
          {item.value === value ? children : null}
        </div>
      ))}
    </RadixTabs.Root>
  );
}
