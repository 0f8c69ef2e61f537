import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUp } from 'lucide-react';
import { LanguageSelect } from '../../preferences/components/LanguageSelect';
import { siteContact } from '../site-contact';

/** The footer's link columns: anchors of this page, then the information pages (spec 1 §2 'Landing page'). */
const columns = {
  product: [
    ['features', '/#features'],
    ['howItWorks', '/#how-it-works'],
    ['pricing', '/#pricing'],
    ['apiDocs', '/api-docs'],
    ['integrations', '/integrations'],
    ['changelog', '/changelog'],
  ],
  company: [
    ['about', '/about'],
    ['blog', '/blog'],
    ['careers', '/careers'],
    ['pressKit', '/press-kit'],
    ['contact', '/contact'],
    ['partners', '/partners'],
  ],
  resources: [
    ['resources', '/resources'],
    ['helpCenter', '/help-center'],
    ['community', '/community'],
    ['templates', '/templates'],
    ['caseStudies', '/case-studies'],
    ['webinars', '/webinars'],
    ['contentGuide', '/content-guide'],
  ],
  legal: [
    ['privacy', '/privacy'],
    ['terms', '/terms'],
    ['tea', '/tea'],
    ['cookies', '/cookies'],
    ['security', '/security'],
    ['gdpr', '/gdpr'],
    ['compliance', '/compliance'],
  ],
} as const;

/** The social profiles linked, in order (their addresses: site-contact.ts). */
const socialNetworks = Object.keys(siteContact.social) as (keyof typeof siteContact.social)[];

/** Props of {@link LandingFooter}. */
export interface LandingFooterProps {
  /** The newsletter box: `<NewsletterSignup />` of the public pages' feature, dropped in at merge. */
  newsletter?: ReactNode;
  /** Extra links in the legal column (Cookie Preferences). */
  legalExtra?: ReactNode;
}

/**
 * The footer: page anchors and every information page (plain links: those pages are pre-rendered HTML of their
 * own), social links, the newsletter slot, Back to top, the language choice and the copyright line.
 */
export function LandingFooter({ newsletter, legalExtra }: LandingFooterProps) {
  const { t } = useTranslation('landing');
  const linkClasses = 'text-sm text-muted-foreground hover:text-foreground hover:underline';
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="flex flex-col gap-4">
          <p className="text-lg font-semibold">Postforge</p>
          <p className="text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <ul aria-label={t('footer.social')} className="flex flex-wrap gap-3">
            {socialNetworks.map((network) => (
              <li key={network}>
                <a
                  href={siteContact.social[network]}
                  className={linkClasses}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {t(`footer.${network}`)}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${siteContact.email}`} className={linkClasses}>
                {t('footer.email')}
              </a>
            </li>
          </ul>
          {/* Newsletter slot: the lead drops in <NewsletterSignup /> from the public-pages branch here. */}
          {newsletter && (
            <section aria-label={t('footer.newsletter')} data-testid="newsletter-slot">
              {newsletter}
            </section>
          )}
        </div>
        {(Object.keys(columns) as (keyof typeof columns)[]).map((column) => (
          <nav key={column} aria-labelledby={`footer-${column}`}>
            <h2 id={`footer-${column}`} className="text-sm font-semibold">
              {t(`footer.${column}`)}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {columns[column].map(([key, href]) => (
                <li key={key}>
                  <a href={href} className={linkClasses}>
                    {t(`footer.links.${key}`)}
                  </a>
                </li>
              ))}
              {column === 'legal' && legalExtra}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-4 sm:flex-row sm:px-6">
          <p className="text-sm text-muted-foreground">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
          <div className="flex items-center gap-3">
            <LanguageSelect />
            <a
              href="#top"
              className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm hover:bg-accent"
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              {t('footer.backToTop')}
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
