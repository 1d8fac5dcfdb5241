import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { SocialIcon } from '../../../components/layout/social-icon.tsx';
import { SOCIAL_LINKS } from '../../../components/layout/social-links.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** Beside the form: how fast we answer, where else the community talks, what to check first. */
export function ContactChannels() {
  const { t } = useTranslation('support');
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="response-time" className="panel rounded-xl p-6">
        <div className="flex items-start gap-4">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-plasma/10 text-plasma ring-1 ring-plasma/30">
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            >
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
          </span>
          <div>
            <h2 id="response-time" className="font-semibold">
              {t('side.responseTitle')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('side.responseText')}</p>
          </div>
        </div>
      </section>
      <section aria-labelledby="channels" className="panel rounded-xl p-6">
        <h2 id="channels" className="font-semibold">
          {t('side.channelsTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('side.channelsText')}</p>
        <ul className="mt-4 grid gap-2">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-center gap-3 rounded-lg border border-line bg-space-900/60 px-4 py-3 transition hover:border-plasma/40 hover:bg-space-800/70"
              >
                <span className="text-nova group-hover:text-plasma">
                  <SocialIcon name={link.key} className="h-5 w-5" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{t(`side.channels.${link.key}.name`)}</span>
                  <span className="block text-xs text-ink-muted">{t(`side.channels.${link.key}.use`)}</span>
                </span>
                <span className="sr-only">{t('side.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="before-writing" className="panel rounded-xl p-6">
        <h2 id="before-writing" className="font-semibold">
          {t('side.faqTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('side.faqText')}</p>
        <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          <Link to={ROUTES.home} className="text-plasma underline-offset-4 hover:underline">
            {t('side.faqLink')}
          </Link>
          <Link to={ROUTES.article} className="text-plasma underline-offset-4 hover:underline">
            {t('side.announcementsLink')}
          </Link>
        </div>
      </section>
    </div>
  );
}
