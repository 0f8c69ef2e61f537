import type { LinkProps } from '@tanstack/react-router';
import {
  FolderOpen,
  History,
  LayoutDashboard,
  Newspaper,
  Settings,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

/** Who sees a navigation entry. The server enforces access either way; this only hides what cannot be used. */
export type NavAudience = 'everyone' | 'instance-owner';

/**
 * The id of a navigation entry, which names its texts in the `shell` catalogue: `nav.entries.<id>.label`
 * (the accessible name and tooltip, spec wording) and `nav.entries.<id>.caption` (the caption under the icon
 * in the phone tab bar; a word of the label in every language, so the accessible name still contains it).
 */
export type NavEntryId = 'home' | 'agent' | 'history' | 'content' | 'feed' | 'settings' | 'instance';

/** A screen in the side navigation (the bottom tab bar on phones). */
export interface NavEntry {
  id: NavEntryId;
  /** The route the entry opens; must be a registered route (checked by the compiler). */
  to: Exclude<NonNullable<LinkProps['to']>, '.' | '..'>;
  icon: LucideIcon;
  /** Current only on exactly this path (for /app, which prefixes every other screen). */
  isExact?: boolean;
  /** Other path prefixes on which this entry counts as current (screens without an entry of their own). */
  alsoCurrentOn?: readonly string[];
  audience: NavAudience;
}

/** The navigation, in display order. A new /app screen adds itself here. /app/review has no entry: it is
 * reached from the generator, so the generator's entry stays current there. */
export const navEntries: readonly NavEntry[] = [
  { id: 'home', to: '/app', icon: LayoutDashboard, isExact: true, audience: 'everyone' },
  {
    id: 'agent',
    to: '/app/create',
    icon: Sparkles,
    alsoCurrentOn: ['/app/review'],
    audience: 'everyone',
  },
  // The calendar is the history's other view (a button on each screen switches): one entry keeps the phone
  // tab bar readable.
  {
    id: 'history',
    to: '/app/history',
    icon: History,
    alsoCurrentOn: ['/app/calendar'],
    audience: 'everyone',
  },
  { id: 'content', to: '/app/content', icon: FolderOpen, audience: 'everyone' },
  { id: 'feed', to: '/app/feed', icon: Newspaper, audience: 'everyone' },
  { id: 'settings', to: '/app/settings', icon: Settings, audience: 'everyone' },
  { id: 'instance', to: '/app/admin', icon: ShieldCheck, audience: 'instance-owner' },
];

/** The entries a user may see: instance-owner entries only for the instance owner. */
export function getVisibleNavEntries(entries: readonly NavEntry[], isInstanceOwner: boolean): NavEntry[] {
  return entries.filter((entry) => entry.audience === 'everyone' || isInstanceOwner);
}

function isSameOrBelow(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether an entry is the current screen for a pathname (a trailing slash is ignored). */
export function isNavEntryCurrent(entry: NavEntry, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = String(entry.to);
  if (entry.isExact ? path === target : isSameOrBelow(path, target)) return true;
  return (entry.alsoCurrentOn ?? []).some((prefix) => isSameOrBelow(path, prefix));
}
