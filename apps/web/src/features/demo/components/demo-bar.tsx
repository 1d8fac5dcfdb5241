import { useState } from 'react';
import { ServerProblem } from '../../../components/money/server-problem.tsx';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useServerProblemText } from '../../../lib/money/use-server-problem-text.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { useAdvanceDay } from '../api/advance-day.ts';
import { useDemoClock } from '../api/get-demo-clock.ts';

/** What a day's settlement does, as the confirmation lists it. */
const EFFECTS = ['output', 'queue', 'income', 'levels', 'votes'] as const;

/**
 * The demo colony's bar, riding the bottom of every page: the colony day, and "Advance one day", a demo
 * control that ends the day now and runs its daily settlement, so a newcomer sees output, income,
 * the queue served and levels move without waiting for tomorrow. It asks first (the colony stays a
 * day ahead), shows the settlement running, then every page reads its figures again. Only a demo
 * colony answers its clock; elsewhere the bar is not there.
 */
export function DemoBar() {
  const { t } = useTranslation('common');
  const clock = useDemoClock();
  const address = useMemberAddress();
  const advance = useAdvanceDay();
  const problem = useServerProblemText(advance.error);
  const [open, setOpen] = useState(false);
  const today = clock.data?.today;
  if (!today) return null;

  const confirm = () =>
    advance.send(
      { day: today },
      {
        onSuccess: (answer) => {
          setOpen(false);
          notify.success(t('demoClock.done', { day: answer.settledDay, today: answer.today }));
        },
      },
    );
  const running = advance.isPending;

  return (
    <>
      {/* Last in the page and sticky: it rides the bottom of the screen, and the page ends below it. */}
      <section
        aria-label={t('demoClock.region')}
        data-testid="demo-bar"
        className="pointer-events-none sticky bottom-0 z-40 flex justify-center px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <div className="pointer-events-auto flex max-w-full items-center gap-2 rounded-full border border-nova/40 bg-space-900/95 py-1.5 pr-1.5 pl-2 shadow-pop backdrop-blur sm:gap-3 sm:pl-2.5">
          <span className="rounded-full bg-nova/15 px-2 py-0.5 text-[0.7rem] font-bold tracking-wider text-nova uppercase">
            {t('demoClock.label')}
          </span>
          <span className="text-xs whitespace-nowrap text-ink-muted sm:text-sm">
            <span className="sm:hidden">{t('demoClock.todayShort')}</span>
            <span className="hidden sm:inline">{t('demoClock.today')}</span>{' '}
            <time dateTime={today} className="font-semibold text-ink tabular-nums" data-testid="demo-today">
              {today}
            </time>
          </span>
          <Button
            size="sm"
            variant="secondary"
            className="border-nova/50 px-3 sm:px-4"
            title={t('demoClock.hint')}
            data-testid="demo-advance"
            onClick={() => {
              advance.reset();
              setOpen(true);
            }}
          >
            <span className="sm:hidden">{t('demoClock.advanceShort')}</span>
            <span className="hidden sm:inline">{t('demoClock.advance')}</span>
          </Button>
        </div>
      </section>

      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!running) setOpen(next);
        }}
        dismissable={!running}
        title={t('demoClock.dialog.title')}
        data-testid="demo-advance-dialog"
        footer={
          address ? (
            <>
              <Button variant="ghost" disabled={running} onClick={() => setOpen(false)}>
                {t('dialog.cancel')}
              </Button>
              <Button loading={running} onClick={confirm} data-testid="demo-advance-confirm">
                {t('demoClock.dialog.confirm')}
              </Button>
            </>
          ) : null
        }
      >
        <p className="rounded-lg border border-nova/30 bg-nova/10 px-3 py-2 text-xs font-semibold text-nova">
          {t('demoClock.dialog.demoOnly')}
        </p>
        <p className="mt-4 text-sm text-ink-muted">{t('demoClock.dialog.description', { day: today })}</p>
        <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink-muted">
          {EFFECTS.map((effect) => (
            <li key={effect}>{t(`demoClock.dialog.effects.${effect}`)}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm font-semibold text-ink">{t('demoClock.dialog.irreversible')}</p>
        {running ? (
          <div role="status" className="mt-5" data-testid="demo-advance-progress">
            <p className="flex items-center gap-2 text-sm text-ink">
              <Spinner className="text-nova" />
              {t('demoClock.dialog.running', { day: today })}
            </p>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-space-700">
              <div className="h-full w-1/4 animate-progress-sweep rounded-full bg-nova motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-60" />
            </div>
          </div>
        ) : null}
        <ServerProblem message={problem} />
        {address ? null : (
          <div className="mt-5 border-t border-line pt-5">
            <SignedOutPanel
              embedded
              description={t('demoClock.dialog.signIn')}
              data-testid="demo-signed-out"
            />
          </div>
        )}
      </Dialog>
    </>
  );
}
