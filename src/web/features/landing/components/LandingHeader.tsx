import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { overlaySections, type OverlaySection } from '../landing-sections';

/** Props of {@link LandingHeader}. */
export interface LandingHeaderProps {
  onOpenSection: (section: OverlaySection) => void;
  /** Get Started Free (opens the login dialog), or Open app when signed in. */
  action: ReactNode;
}

/**
 * The fixed top bar: the logo (home), the four section buttons (each opens its full-screen overlay), the link
 * to /tea and the call to action. On a phone the section buttons form a second, scrollable row.
 */
export function LandingHeader({ onOpenSection, action }: LandingHeaderProps) {
  const { t } = useTranslation('landing');
  const itemClasses =
    'inline-flex min-h-10 shrink-0 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground';
  const navigation = (
    <>
      {overlaySections.map((section) => (
        <button key={section} type="button" className={itemClasses} onClick={() => onOpenSection(section)}>
          {t(`nav.${section}`)}
        </button>
      ))}
      <a href="/tea" className={itemClasses}>
        {t('nav.tea')}
      </a>
    </>
  );
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href="/"
          className="flex min-w-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          <span className="truncate">Postforge</span>
        </a>
        <nav aria-label={t('nav.label')} className="hidden items-center gap-1 lg:flex">
          {navigation}
        </nav>
        <div className="flex shrink-0 items-center gap-2">{action}</div>
      </div>
      <nav aria-label={t('nav.label')} className="flex gap-1 overflow-x-auto border-t px-2 py-1 lg:hidden">
        {navigation}
      </nav>
    </header>
  );
}
