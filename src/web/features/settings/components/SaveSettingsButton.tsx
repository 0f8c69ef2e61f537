import { useEffect, useState } from 'react';
import { Check, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import type { SettingsTabId } from '../settings-tabs';
import { useSaveSettingsTab } from './SettingsSaveContext';

/** How long the button reads 'Settings Saved!' after a save (spec 1: 2 s). */
export const SAVED_NOTICE_MS = 2000;

/**
 * The Save Settings button under the tabs: runs the active tab's save handler and, when it succeeds, reads
 * 'Settings Saved!' for 2 s. A failed save leaves the button as it was (the tab says what failed).
 */
export function SaveSettingsButton({ tab }: { tab: SettingsTabId }) {
  const { t } = useTranslation('settings');
  const save = useSaveSettingsTab();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  useEffect(() => {
    if (state !== 'saved') return undefined;
    const timer = window.setTimeout(() => setState('idle'), SAVED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function handleClick() {
    setState('saving');
    const isSaved = await save(tab).catch(() => false);
    setState(isSaved ? 'saved' : 'idle');
  }

  return (
    <div className="flex items-center gap-3">
      <Button type="button" isLoading={state === 'saving'} onClick={() => void handleClick()}>
        {state === 'saved' ? <Check aria-hidden="true" /> : state === 'idle' && <Save aria-hidden="true" />}
        {state === 'saved' ? t('save.saved') : t('save.button')}
      </Button>
      <span role="status" className="sr-only">
        {state === 'saved' ? t('save.saved') : ''}
      </span>
    </div>
  );
}
