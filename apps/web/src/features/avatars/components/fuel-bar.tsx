import { cx } from '../../../components/ui/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { fuelLeftPermille } from '../rules/fuel.ts';
import { useFuelFormat } from './use-fuel-format.ts';

/** Fuel left of all there was, as a sentence and a bar that never shows more than is left. */
export function FuelBar({
  remaining,
  total,
  className,
  testId,
}: {
  remaining: string;
  total: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('avatars');
  const fuel = useFuelFormat();
  const permille = fuelLeftPermille(remaining, total);
  return (
    <div className={className}>
      <p data-testid={testId} className="text-sm text-ink tabular-nums">
        {t('avatar.fuelLeft', { remaining: fuel(remaining), total: fuel(total) })}
      </p>
      {/* The sentence above says it; the bar only shows it. */}
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-space-700">
        <div
          className={cx(
            'h-full rounded-full',
            permille > 150 ? 'bg-linear-to-r from-nova to-plasma' : 'bg-linear-to-r from-danger to-nova',
          )}
          style={{ width: `${permille / 10}%` }}
        />
      </div>
    </div>
  );
}
