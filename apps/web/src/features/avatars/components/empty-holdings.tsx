import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

/** Nothing to show yet, and the way to change that: the Avatar Center. */
export function EmptyHoldings({
  title,
  description,
  action,
  testId,
}: {
  title: string;
  description: string;
  action: string;
  testId: string;
}) {
  return (
    <section
      data-testid={testId}
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong px-6 py-14 text-center"
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-14 text-plasma/70" fill="none">
        <circle cx="32" cy="24" r="10" stroke="currentColor" strokeWidth="2" />
        <path d="M14 54c2-11 9-17 18-17s16 6 18 17" stroke="currentColor" strokeWidth="2" />
        <ellipse
          cx="32"
          cy="32"
          rx="29"
          ry="9"
          stroke="currentColor"
          strokeOpacity="0.5"
          strokeDasharray="3 4"
          transform="rotate(-18 32 32)"
        />
      </svg>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="max-w-md text-sm text-ink-muted">{description}</p>
      <Link to={`${ROUTES.avatar}?id=1`} className={buttonClass()}>
        {action}
      </Link>
    </section>
  );
}
