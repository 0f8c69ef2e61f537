import { Link, useRouterState } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { Tooltip } from '../../../ui/Tooltip';
import { useSession } from '../../accounts/hooks/useSession';
import { LanguagePicker } from '../../preferences/components/LanguagePicker';
import { ThemeToggle } from '../../preferences/components/ThemeToggle';
import { NotificationBell } from '../../notifications/components/NotificationBell';
import { useLogoutAction } from '../hooks/useLogoutAction';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { getVisibleNavEntries, isNavEntryCurrent, navEntries } from '../nav-entries';
import { BrandMark } from './BrandMark';

/**
 * One cell of the bar: a tab (icon over caption) on phones, a square icon button from 640 px. On a phone the
 * entries are 64 px cells that scroll sideways, the bell 56 px and Logout 76 px (LOGOUT_WIDTH) stay in place;
 * Theme and Language are left to Settings > Appearance there. Every language's captions must fit these (the
 * locale browser tests check).
 */
const ITEM_CLASSES =
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-[11px] font-medium ' +
  'text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground ' +
  'sm:size-11 sm:flex-none sm:px-0 [&_svg]:size-5 [&_svg]:shrink-0';

/** Theme and language live in Settings > Appearance on phones: the pickers show from 640 px only. */
const SETTING_WIDTH = 'hidden w-15 flex-none sm:flex';
const LOGOUT_WIDTH = 'w-19 flex-none';

const CURRENT_CLASSES =
  'bg-secondary text-secondary-foreground hover:bg-secondary hover:text-secondary-foreground';

/** Caption under the icon: phones only (from 640 px the tooltip names the button). */
function Caption({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="max-w-full truncate sm:hidden">
      {children}
    </span>
  );
}

/**
 * The app's navigation, shown on every /app screen: a fixed left bar of icon buttons with tooltips from
 * 640 px (logo to /, the entries of nav-entries.ts, theme and language pickers and Logout at the bottom), a fixed bottom
 * tab bar on phones. The current screen is highlighted and marked aria-current="page".
 */
export function SideNav() {
  const { t } = useTranslation('shell');
  const { data: session } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isWide = useMediaQuery('(min-width: 640px)');
  const logout = useLogoutAction();
  const tooltipSide = isWide ? 'right' : 'top';
  const entries = getVisibleNavEntries(navEntries, session?.user?.isInstanceOwner ?? false);

  return (
    <nav
      aria-label={t('nav.label')}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 flex items-stretch gap-1 border-t bg-card px-1 pt-1.5',
        'h-[calc(4rem+env(safe-area-inset-bottom))] pb-[calc(0.375rem+env(safe-area-inset-bottom))]',
        'sm:inset-x-auto sm:top-0 sm:left-0 sm:h-auto sm:w-16 sm:flex-col sm:items-center sm:gap-2',
        'sm:border-t-0 sm:border-r sm:px-0 sm:py-3',
      )}
    >
      <Tooltip content={t('nav.brandHome')} side={tooltipSide}>
        <Link to="/" aria-label={t('nav.brandHome')} className="mb-2 hidden rounded-lg sm:flex">
          <BrandMark />
        </Link>
      </Tooltip>

      {/* On phones the entries scroll sideways in the bar (each keeps a readable caption); bell and Logout stay.
          The right edge fades so a cut entry reads as 'more this way'; the end padding lets the last one clear it. */}
      <ul
        className={cn(
          'flex min-w-0 flex-1 items-stretch gap-1 overflow-x-auto overscroll-x-contain pr-6 [scrollbar-width:none]',
          '[mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)]',
          'sm:flex-none sm:flex-col sm:items-center sm:gap-2 sm:overflow-visible sm:pr-0 sm:[mask-image:none]',
        )}
      >
        {entries.map((entry) => {
          const isCurrent = isNavEntryCurrent(entry, pathname);
          const Icon = entry.icon;
          const label = t(`nav.entries.${entry.id}.label`);
          return (
            <li key={String(entry.to)} className="flex w-16 flex-none sm:w-auto">
              <Tooltip content={label} side={tooltipSide}>
                <Link
                  to={entry.to}
                  aria-label={label}
                  aria-current={isCurrent ? 'page' : undefined}
                  activeOptions={{ exact: entry.isExact ?? false }}
                  className={cn(ITEM_CLASSES, isCurrent && CURRENT_CLASSES)}
                >
                  <Icon aria-hidden="true" />
                  <Caption>{t(`nav.entries.${entry.id}.caption`)}</Caption>
                </Link>
              </Tooltip>
            </li>
          );
        })}
      </ul>

      <div className="flex items-stretch gap-1 sm:mt-auto sm:flex-col sm:items-center sm:gap-2">
        <NotificationBell
          side={tooltipSide}
          className={cn(ITEM_CLASSES, 'w-14 flex-none')}
          caption={<Caption>{t('nav.alertsCaption')}</Caption>}
        />
        <ThemeToggle
          side={tooltipSide}
          className={cn(ITEM_CLASSES, SETTING_WIDTH)}
          caption={<Caption>{t('nav.themeCaption')}</Caption>}
        />
        <LanguagePicker
          side={tooltipSide}
          className={cn(ITEM_CLASSES, SETTING_WIDTH)}
          caption={<Caption>{t('nav.languageCaption')}</Caption>}
        />
        <Tooltip content={t('nav.logout')} side={tooltipSide}>
          <button
            type="button"
            aria-label={t('nav.logout')}
            aria-busy={logout.isPending || undefined}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
            className={cn(ITEM_CLASSES, LOGOUT_WIDTH, 'disabled:opacity-50')}
          >
            <LogOut aria-hidden="true" />
            <Caption>{t('nav.logout')}</Caption>
          </button>
        </Tooltip>
      </div>
    </nav>
  );
}
