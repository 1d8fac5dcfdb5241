import { Link } from 'react-router';
import { buttonClass } from './button.tsx';
import { Container } from './container.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** A thing asked for by a link that does not exist: what happened and the way back to its list. */
export function MissingState({
  title,
  description,
  backTo,
  backLabel,
}: {
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
}) {
  useDocumentTitle(title);
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <svg viewBox="0 0 120 120" aria-hidden="true" className="size-28">
        <circle cx="60" cy="60" r="34" fill="none" stroke="#7df9ff" strokeOpacity="0.6" strokeWidth="3" />
        <ellipse
          cx="60"
          cy="60"
          rx="56"
          ry="14"
          fill="none"
          stroke="#ffb347"
          strokeOpacity="0.7"
          strokeWidth="2"
          transform="rotate(-20 60 60)"
        />
        <path
          d="M50 52 a10 10 0 1 1 14 9 c-3 2 -4 4 -4 7"
          fill="none"
          stroke="#e8ecff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="60" cy="76" r="2.5" fill="#e8ecff" />
      </svg>
      <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{description}</p>
      <Link to={backTo} className={`mt-8 ${buttonClass({ variant: 'primary', size: 'md' })}`}>
        {backLabel}
      </Link>
    </Container>
  );
}
