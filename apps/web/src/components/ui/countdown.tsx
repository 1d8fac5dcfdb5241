import { useEffect, useRef, useState } from 'react';
import { colonyNow } from '../../lib/clock/colony-clock.ts';
import { countdownParts } from '../../lib/format/countdown-parts.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from './class-names.ts';

export interface CountdownProps {
  to: Date | number | string;
  /** Called once when the countdown reaches zero. */
  onEnd?: () => void;
  className?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours, minutes and seconds until `to` on the colony's clock, ticking every second. */
export function Countdown({ to, onEnd, className }: CountdownProps) {
  const { t } = useTranslation('common');
  const [now, setNow] = useState(colonyNow);
  const parts = countdownParts(to, now);
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (parts.done) return;
    const timer = setInterval(() => setNow(colonyNow()), 1000);
    return () => clearInterval(timer);
  }, [parts.done]);

  useEffect(() => {
    if (parts.done && !ended.current) {
      ended.current = true;
      onEndRef.current?.();
    }
    if (!parts.done) ended.current = false;
  }, [parts.done]);

  const units = [
    { key: 'days', value: String(parts.days), label: t('countdown.days') },
    { key: 'hours', value: pad(parts.hours), label: t('countdown.hours') },
    { key: 'minutes', value: pad(parts.minutes), label: t('countdown.minutes') },
    { key: 'seconds', value: pad(parts.seconds), label: t('countdown.seconds') },
  ];

  return (
    <span
      role="timer"
      aria-label={t('countdown.remaining', {
        days: parts.days,
        hours: parts.hours,
        minutes: parts.minutes,
        seconds: parts.seconds,
      })}
      className={cx('inline-flex items-baseline gap-1.5 font-mono tabular-nums', className)}
    >
      {units.map((unit) => (
        <span key={unit.key} aria-hidden="true" className="inline-flex items-baseline gap-0.5">
          <span className="text-ink">{unit.value}</span>
          <span className="text-xs text-ink-muted">{unit.label}</span>
        </span>
      ))}
    </span>
  );
}
