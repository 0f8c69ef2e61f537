import type { ReactNode } from 'react';
import { CookiePreferencesLink } from '../../consent/components/CookiePreferencesLink';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../preferences/components/LanguageSelect';
import { Badge, getButtonClasses } from '../../../ui';

/** Props of {@link InfoPageLayout}. */
export interface InfoPageLayoutProps {
  title: string;
  intro?: string;
  badge?: string;
  updated?: string;
  children?: ReactNode;
}

/**
 * The frame of every information page: a top bar with the name and Back to Home, the title block, the page's
 * sections, and a footer with the language choice. The page fades in (not when the user prefers reduced
 * motion).
 */
export function InfoPageLayout({ title, intro, badge, updated, children }: InfoPageLayoutProps) {
  const { t } = useTranslation('pages');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-background/90">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md text-lg font-semibold">
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
            <span className="truncate">Postforge</span>
          </Link>
          <Link to="/" className={getButtonClasses({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('backToHome')}
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 motion-safe:animate-fade-in sm:px-6 sm:py-14">
        <div className="mb-10 flex max-w-3xl flex-col gap-3">
          {badge && (
            <Badge variant="secondary" className="self-start">
              {badge}
            </Badge>
          )}
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
          {updated && <p className="text-sm text-muted-foreground">{updated}</p>}
          {intro && <p className="text-lg text-pretty text-muted-foreground">{intro}</p>}
        </div>
        <div className="flex flex-col gap-12">{children}</div>
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <Link
            to="/"
            className="rounded-md text-sm text-muted-foreground underline-offset-4 hover:underline"
          >
            {t('backToHome')}
          </Link>
          <CookiePreferencesLink className="rounded-md text-sm text-muted-foreground underline-offset-4 hover:underline" />
          <LanguageSelect />
        </div>
      </footer>
    </div>
  );
}
