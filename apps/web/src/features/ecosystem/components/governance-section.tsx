import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { GOVERNANCE_STEPS } from '../ecosystem-content.ts';

export function GovernanceSection() {
  const { t } = useTranslation('ecosystem');
  return (
    <section aria-labelledby="governance-title" className="pb-20">
      <Container>
        <div className="panel relative overflow-hidden rounded-2xl p-6 sm:p-10 lg:p-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -bottom-32 size-[28rem] rounded-full border border-nebula/20"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-10 -bottom-16 size-[18rem] rounded-full bg-[radial-gradient(closest-side,rgb(139_108_255/0.25),transparent)]"
          />
          <div className="relative grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center">
            <div>
              <p className="eyebrow">{t('governance.eyebrow')}</p>
              <h2 id="governance-title" className="mt-3 text-2xl font-bold sm:text-3xl lg:text-4xl">
                {t('governance.title')}
              </h2>
              <p className="mt-4 text-ink-muted sm:text-lg">{t('governance.description')}</p>
              <Link
                to={ROUTES.voteList}
                className={`mt-8 ${buttonClass({ variant: 'primary', size: 'lg' })}`}
              >
                {t('governance.cta')}
              </Link>
            </div>
            <ol className="grid gap-3">
              {GOVERNANCE_STEPS.map((step, index) => (
                <li key={step} className="flex gap-4 rounded-xl border border-line bg-space-900/60 p-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-nebula/20 font-mono text-sm font-bold text-[#c9bcff]">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{t(`governance.steps.${step}.title`)}</h3>
                    <p className="mt-0.5 text-sm text-ink-muted">{t(`governance.steps.${step}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Container>
    </section>
  );
}
