import { cx } from '../../../components/ui/class-names.ts';

/** `level` lit stars of `of`, for the eye only: the text beside them says the level. */
export function StarIcons({ level, of, className }: { level: number; of: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx('inline-flex flex-wrap gap-0.5', className)}>
      {Array.from({ length: Math.max(of, level) }, (_, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cx('size-4', index < level ? 'text-nova' : 'text-space-600')}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}
