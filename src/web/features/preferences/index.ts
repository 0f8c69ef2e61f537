/** Theme, language and time zone preferences: paint and sync them, pick them, save them to the account. */
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle';
export { LanguagePicker, type LanguagePickerProps } from './components/LanguagePicker';
export { LanguageSelect, type LanguageSelectProps } from './components/LanguageSelect';
export { ThemedToaster } from './components/ThemedToaster';
export { useSaveTheme } from './hooks/useSaveTheme';
export { useThemePreference } from './hooks/useThemePreference';
export { useThemeSync } from './hooks/useThemeSync';
export { useLocaleSync } from './hooks/useLocaleSync';
export { useSaveLocale } from './hooks/useSaveLocale';
export { useUserTimeZone, useSaveTimeZone, useTimeZoneSync } from './hooks/useTimeZone';
