import type { HTMLAttributes } from 'react';
import { cx } from './class-names.ts';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Lifts the card and lights its rim on hover, for cards that are links. */
  interactive?: boolean;
}

export function Card({ className, interactive = false, ...props }: CardProps) {
  return (
    <div
      className={cx(
        'panel rounded-xl p-5 sm:p-6',
        interactive &&
          'transition duration-300 ease-out hover:-translate-y-0.5 hover:border-plasma/40 hover:shadow-glow focus-within:border-plasma/40',
        className,
      )}
      {...props}
    />
  );
}
