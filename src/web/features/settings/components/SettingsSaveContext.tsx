import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { SettingsTabId } from '../settings-tabs';

/** Saves a tab's pending changes; resolves true when saved (the tab shows its own failure message). */
export type SettingsSaveHandler = () => Promise<boolean>;

interface SettingsSaveRegistry {
  register: (tab: SettingsTabId, handler: SettingsSaveHandler) => () => void;
  save: (tab: SettingsTabId) => Promise<boolean>;
}

const SettingsSaveContext = createContext<SettingsSaveRegistry | null>(null);

/** Holds the save handler of each tab that needs the Save Settings button. Wraps SettingsScreen's tabs. */
export function SettingsSaveProvider({ children }: { children: ReactNode }) {
  const handlers = useRef(new Map<SettingsTabId, SettingsSaveHandler>());
  const registry = useMemo<SettingsSaveRegistry>(
    () => ({
      register: (tab, handler) => {
        handlers.current.set(tab, handler);
        return () => {
          if (handlers.current.get(tab) === handler) handlers.current.delete(tab);
        };
      },
      save: async (tab) => {
        const handler = handlers.current.get(tab);
        return handler ? handler() : false;
      },
    }),
    [],
  );
  return <SettingsSaveContext.Provider value={registry}>{children}</SettingsSaveContext.Provider>;
}

function useRegistry(): SettingsSaveRegistry {
  const registry = useContext(SettingsSaveContext);
  if (!registry) throw new Error('Settings tabs must be rendered inside SettingsSaveProvider');
  return registry;
}

/**
 * Registers what the Save Settings button does on a tab (for tabs marked `needsSave` in SettingsScreen).
 * The latest handler is always used, so it may close over fresh form state.
 */
export function useSettingsSaveHandler(tab: SettingsTabId, handler: SettingsSaveHandler): void {
  const { register } = useRegistry();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => register(tab, () => latest.current()), [register, tab]);
}

/** Runs the save handler of a tab (the Save Settings button). */
export function useSaveSettingsTab(): (tab: SettingsTabId) => Promise<boolean> {
  return useRegistry().save;
}
