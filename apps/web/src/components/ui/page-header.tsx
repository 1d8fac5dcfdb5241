import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-[1600px] px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      {description ? <p className="mt-3 text-ink-muted">{description}</p> : null}
      {children}
    </section>
  );
}
