import type { ReactNode } from 'react';

/** Eyebrow, title and an optional lead, shared by the home sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
  children?: ReactNode;
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-4 text-3xl font-bold text-ink sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-base text-ink-muted sm:text-lg">{lead}</p> : null}
      {children}
    </div>
  );
}
