export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
}) {
  return (
    <div className="max-w-3xl">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-2xl font-bold sm:text-3xl lg:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-base text-ink-muted sm:text-lg">{description}</p>
    </div>
  );
}
