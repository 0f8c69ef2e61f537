/** Settings (/app/settings): the tabbed screen, its tab ids, and the hooks a tab uses to join the Save button. */
export {
  SettingsScreen,
  settingsTabs,
  type SettingsScreenProps,
  type SettingsTab,
} from './components/SettingsScreen';
export { useSettingsSaveHandler, type SettingsSaveHandler } from './components/SettingsSaveContext';
export { defaultSettingsTab, isSettingsTabId, settingsTabIds, type SettingsTabId } from './settings-tabs';
export { usePlatforms } from './hooks/usePlatforms';
