import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Mail, Phone } from 'lucide-react';
import { planPolicies } from '../../../../shared/domain/pricing';
import { cn } from '../../../ui/cn';
import { serviceClaims, siteContact, toTelHref } from '../site-contact';

const groupKeys = ['gettingStarted', 'features', 'pricing', 'security'] as const;
const questionKeys = ['q1', 'q2', 'q3', 'q4'] as const;

/**
 * The figures the answers state (spec 1 §9): the annual saving from the pricing rules; the service promises
 * (trial, money back, export, support time) from the operator's content/site.json, which the operator checks.
 */
const answerValues: Record<string, Record<string, number>> = {
  'gettingStarted.q2': { days: serviceClaims.trialDays, posts: serviceClaims.trialPosts },
  'pricing.q1': { percent: planPolicies.annualDiscountPercent },
  'pricing.q2': { days: serviceClaims.moneyBackDays },
  'pricing.q3': { days: serviceClaims.exportAfterCancellationDays },
  'security.q3': { hours: serviceClaims.emailSupportHours },
};

/** One disclosure button and its panel (a group or a question); each toggles on its own. */
function Disclosure({
  id,
  title,
  level,
  children,
}: {
  id: string;
  title: string;
  level: 'group' | 'question';
  children: React.ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const Heading = level === 'group' ? 'h3' : 'h4';
  return (
    <div className={cn(level === 'group' ? 'rounded-xl border bg-card' : 'border-t first:border-t-0')}>
      <Heading>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setIsOpen((open) => !open)}
          className={cn(
            'flex min-h-11 w-full items-center justify-between gap-3 text-left',
            level === 'group' ? 'p-4 text-lg font-semibold' : 'px-4 py-3 font-medium',
          )}
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </Heading>
      <div
        id={id}
        hidden={!isOpen}
        className={level === 'group' ? 'border-t' : 'px-4 pb-4 text-muted-foreground'}
      >
        {children}
      </div>
    </div>
  );
}

/** FAQ: four groups of four questions (all toggling independently) and the Still Have Questions box. */
export function FaqSection({ id }: { id: string }) {
  const { t } = useTranslation('landing');
  const linkClasses =
    'inline-flex min-h-10 items-center gap-2 rounded-md border bg-background px-4 text-sm font-medium hover:bg-accent';
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-b">
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold tracking-tight">
          {t('faq.title')}
        </h2>
        {groupKeys.map((group) => (
          <Disclosure key={group} id={`${id}-${group}`} title={t(`faq.groups.${group}.title`)} level="group">
            {questionKeys.map((question) => (
              <Disclosure
                key={question}
                id={`${id}-${group}-${question}`}
                title={t(`faq.groups.${group}.${question}.q`)}
                level="question"
              >
                {t(`faq.groups.${group}.${question}.a`, answerValues[`${group}.${question}`] ?? {})}
              </Disclosure>
            ))}
          </Disclosure>
        ))}
        <div className="flex flex-col items-center gap-3 rounded-2xl border bg-muted/40 p-6 text-center">
          <h3 className="text-xl font-semibold">{t('faq.stillTitle')}</h3>
          <p className="text-muted-foreground">{t('faq.stillText')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <a href={`mailto:${siteContact.email}`} className={linkClasses}>
              <Mail aria-hidden="true" className="size-4" />
              {t('faq.emailUs')}
            </a>
            <a href={toTelHref(siteContact.phone)} className={linkClasses}>
              <Phone aria-hidden="true" className="size-4" />
              {t('faq.callUs')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
