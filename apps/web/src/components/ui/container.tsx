import type { HTMLAttributes } from 'react';
import { cx } from './class-names.ts';

/** Centres content at the product's maximum width of 1600 px with responsive side padding. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('mx-auto w-full max-w-[1600px] px-4 sm:px-6 lg:px-10', className)} {...props} />;
}
