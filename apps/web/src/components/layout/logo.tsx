import { useId } from 'react';
import { cx } from '../ui/class-names.ts';

/** The colony mark: a planet inside a tilted orbit with a plasma satellite. */
export function LogoMark({ className }: { className?: string }) {
  // The header and the footer both show the mark: each needs a gradient id of its own.
  const gradient = `logo-planet-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" fill="none" className={cx('size-9', className)}>
      <defs>
        <linearGradient id={gradient} x1="10" y1="8" x2="30" y2="32" gradientUnits="userSpaceOnUse">
          <stop stopColor="#7df9ff" />
          <stop offset="1" stopColor="#8b6cff" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="9" fill={`url(#${gradient})`} />
      <path
        d="M14.5 16.5c2.5 1 5 1.2 8 .3M13 21.5c3 1.2 7.5 1.4 12.5-.2"
        stroke="#04060d"
        strokeOpacity="0.35"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
      <ellipse
        cx="20"
        cy="20"
        rx="18"
        ry="6.5"
        transform="rotate(-24 20 20)"
        stroke="#eef1ff"
        strokeOpacity="0.55"
        strokeWidth="1.3"
      />
      <circle cx="35.2" cy="12.6" r="2.4" fill="#ffb347" />
    </svg>
  );
}
