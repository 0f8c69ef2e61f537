/** Theme preference: paint and sync the theme, pick it, save it to the account. */
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle';
export { ThemedToaster } from './components/ThemedToaster';
export { useSaveTheme } from './hooks/useSaveTheme';
export { useThemePreference } from './hooks/useThemePreference';
export { useThemeSync } from './hooks/useThemeSync';
