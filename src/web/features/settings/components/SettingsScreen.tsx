import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui';
import { resolveSettingsTab, type SettingsTabId } from '../settings-tabs';
import { AppearanceTab } from './appearance/AppearanceTab';
import { LlmIntegrationTab } from './llm/LlmIntegrationTab';
import { NotificationsTab } from './notifications/NotificationsTab';
import { PlatformsTab } from './platforms/PlatformsTab';
import { ProfileTab } from './profile/ProfileTab';
import { SaveSettingsButton } from './SaveSettingsButton';
import { SettingsSaveProvider } from './SettingsSaveContext';

/** A tab of the Settings screen. */
export interface SettingsTab {
  id: SettingsTabId;
  /** Shows the Save Settings button under the tabs; the panel registers its handler with useSettingsSaveHandler. */
  needsSave: boolean;
  Panel: ComponentType;
}

/**
 * The tabs in display order (spec 1: Profile, Platforms, LLM Integration, Notifications, Appearance).
 *
 * Where the others plug in:
 * - AI engineer: add `{ id: 'llm', needsSave: <bool>, Panel: LlmIntegrationTab }` between Platforms and
 *   Notifications (the one line; its label `settings:tabs.llm` is already in every catalogue). A tab that
 *   needs saving calls `useSettingsSaveHandler('llm', handler)`.
 * - Security engineer: ProfileTab renders `<ProfileSecuritySection />` below the profile form (see the slot
 *   comment in profile/ProfileTab.tsx).
 */
export const settingsTabs: readonly SettingsTab[] = [
  { id: 'profile', needsSave: true, Panel: ProfileTab },
  { id: 'platforms', needsSave: false, Panel: PlatformsTab },
  { id: 'llm', needsSave: true, Panel: LlmIntegrationTab },
  { id: 'notifications', needsSave: false, Panel: NotificationsTab },
  { id: 'appearance', needsSave: false, Panel: AppearanceTab },
];

const PAGE_CLASSES = 'mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8';

/** Props of {@link SettingsScreen}: the tab comes from the URL (`?tab=`) so a reload keeps it. */
export interface SettingsScreenProps {
  tab: SettingsTabId | undefined;
  onTabChange: (tab: SettingsTabId) => void;
}

/**
 * Settings (/app/settings): the tabs, each panel, and the Save Settings button under them for the tabs
 * that need saving (others apply at once and say so).
 */
export function SettingsScreen({ tab, onTabChange }: SettingsScreenProps) {
  const { t } = useTranslation('settings');
  const activeTab = resolveSettingsTab(
    tab,
    settingsTabs.map((entry) => entry.id),
  );
  const active = settingsTabs.find((entry) => entry.id === activeTab);

  function handleValueChange(value: string) {
    const next = settingsTabs.find((entry) => entry.id === value);
    if (next) onTabChange(next.id);
  }

  return (
    <div className={PAGE_CLASSES}>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.intro')}</p>
      </header>
      <SettingsSaveProvider>
        <Tabs value={activeTab} onValueChange={handleValueChange}>
          <TabsList aria-label={t('tabs.label')}>
            {settingsTabs.map((entry) => (
              <TabsTrigger key={entry.id} value={entry.id}>
                {t(`tabs.${entry.id}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {settingsTabs.map(({ id, Panel }) => (
            <TabsContent key={id} value={id}>
              <Panel />
            </TabsContent>
          ))}
        </Tabs>
        {active?.needsSave && <SaveSettingsButton tab={active.id} />}
      </SettingsSaveProvider>
    </div>
  );
}
