/** The /app frame: side navigation (bottom tab bar on phones), skip link, main landmark. */
export { AppShell } from './components/AppShell';
export { BrandMark } from './components/BrandMark';
export { SideNav } from './components/SideNav';
export { useLogoutAction } from './hooks/useLogoutAction';
export {
  navEntries,
  getVisibleNavEntries,
  isNavEntryCurrent,
  type NavAudience,
  type NavEntry,
} from './nav-entries';
