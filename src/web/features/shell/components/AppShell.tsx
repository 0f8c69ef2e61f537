import type { MouseEvent } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLiveEvents } from '../../live/hooks/useLiveEvents';
import { SideNav } from './SideNav';

function handleSkipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without touching the URL (a #main hash would become a router navigation).
  event.preventDefault();
  const main = document.getElementById('main');
  main?.focus();
  main?.scrollIntoView();
}

/**
 * The frame of every /app screen: a 'Skip to content' link for keyboard users, the side navigation (a bottom
 * tab bar on phones) and `<main id="main">` around the screen, padded so the bar never covers content. It
 * listens to the live post events (features/live).
 */
export function AppShell() {
  const { t } = useTranslation('shell');
  // The workspace's post events (published, scheduled) arrive live in every open tab.
  useLiveEvents();
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <a
        href="#main"
        onClick={handleSkipToContent}
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-md transition-transform focus:translate-y-0"
      >
        {t('skipToContent')}
      </a>
      <SideNav />
      <main
        id="main"
        tabIndex={-1}
        className="min-h-dvh pb-[calc(4rem+env(safe-area-inset-bottom))] outline-none sm:pb-0 sm:pl-16"
      >
        <Outlet />
      </main>
    </div>
  );
}
