import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';

/** Shows a toast: `toast('Saved')`, `toast.success(...)`, `toast.error(...)`, `toast.promise(...)`. */
export { toast } from 'sonner';

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** The app's theme; pass the resolved theme (or 'system') so toasts match the page. */
  theme?: 'light' | 'dark' | 'system';
  position?: 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';
}

const TOKEN_STYLE = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--normal-bg-hover': 'var(--accent)',
  '--normal-border-hover': 'var(--border)',
} as CSSProperties;

/** The toast outlet; mount once near the app root. Toasts use the design tokens and have a Close button. */
export function Toaster({ theme = 'system', position = 'bottom-right' }: ToasterProps) {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      theme={theme}
      position={position}
      closeButton
      toastOptions={{ closeButtonAriaLabel: t('ui.close') }}
      containerAriaLabel={t('ui.notifications')}
      style={TOKEN_STYLE}
    />
  );
}
