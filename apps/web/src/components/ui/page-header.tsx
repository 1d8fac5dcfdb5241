import type { ReactNode } from 'react';
import { Container } from './container.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** The title band at the top of a page, with an optional description and actions. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="relative overflow-hidden border-b border-line">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10%] size-[36rem] rounded-full border border-plasma/10 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 right-[2%] size-[22rem] rounded-full border border-nebula/15"
      />
      <Container className="relative py-14 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-bold text-ink sm:text-4xl lg:text-5xl">{title}</h1>
        {description ? (
          <p className="mt-4 max-w-2xl text-base text-ink-muted sm:text-lg">{description}</p>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap items-center gap-3">{children}</div> : null}
      </Container>
    </section>
  );
}
