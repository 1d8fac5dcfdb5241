import { COPYRIGHT_YEAR } from '@colony/contract/constants';
import { ROUTES } from '@colony/contract/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { buttonClass } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';
import { ArrowRightIcon } from '../ui/icons.tsx';
import { LogoMark } from './logo.tsx';
import { SocialIcon } from './social-icon.tsx';
import { SOCIAL_LINKS } from './social-links.ts';

/** `status`: a quiet note beside the copyright, such as the demo-chain badge. */
export function Footer({ status }: { status?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <footer
      data-testid="site-footer"
      className="render-when-near relative mt-24 overflow-hidden border-t border-line"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-px bg-linear-to-r from-transparent via-plasma/50 to-transparent"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-[55%] left-1/2 aspect-square w-[140%] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(139_108_255/0.16),transparent)]"
      />
      <Container className="relative pt-16 pb-10 sm:pt-20">
        <div className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-xl">
            <Link
              to="/"
              className="inline-flex items-center gap-2.5 rounded-lg"
              aria-label={t('brand.homeLabel')}
            >
              <LogoMark className="size-10" />
              <span className="text-lg font-bold tracking-[0.22em] text-ink">{t('brand.wordmark')}</span>
            </Link>
            <p className="mt-6 text-2xl font-semibold text-ink sm:text-3xl">{t('footer.taglinePrimary')}</p>
            <p className="mt-3 text-base text-ink-muted">{t('footer.taglineSecondary')}</p>
          </div>
          <div className="flex flex-col items-start gap-6 lg:items-end">
            <Link to={`${ROUTES.avatar}?id=1`} className={buttonClass({ variant: 'primary', size: 'lg' })}>
              {t('footer.cta')}
              <ArrowRightIcon className="size-4" />
            </Link>
            <ul className="flex flex-wrap gap-2.5" aria-label={t('footer.socialLabel')}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.key}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.social.${link.key}`)}
                    title={t(`footer.social.${link.key}`)}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-line-strong bg-space-900/60 text-ink-muted transition hover:-translate-y-0.5 hover:border-plasma/60 hover:text-plasma"
                  >
                    <SocialIcon name={link.key} className="size-[1.15rem]" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <p
          aria-hidden="true"
          className="mt-14 bg-linear-to-b from-ink/25 to-ink/0 bg-clip-text text-center text-[clamp(4.5rem,21vw,20rem)] leading-[0.8] font-black tracking-[-0.04em] text-transparent select-none"
        >
          {t('brand.wordmark')}
        </p>

        <div className="mt-8 flex flex-col gap-3 border-t border-line pt-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
          {status}
        </div>
      </Container>
    </footer>
  );
}
