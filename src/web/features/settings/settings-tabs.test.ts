import { describe, expect, it } from 'vitest';
import { isSettingsTabId, resolveSettingsTab } from './settings-tabs';

describe('settings tabs', () => {
  it('accepts only the known tab ids', () => {
    expect(isSettingsTabId('appearance')).toBe(true);
    expect(isSettingsTabId('llm')).toBe(true);
    expect(isSettingsTabId('billing')).toBe(false);
    expect(isSettingsTabId(3)).toBe(false);
  });

  it('shows the requested tab only when it is on the screen, else Profile', () => {
    const present = ['profile', 'platforms', 'notifications', 'appearance'] as const;
    expect(resolveSettingsTab('notifications', present)).toBe('notifications');
    expect(resolveSettingsTab('llm', present)).toBe('profile');
    expect(resolveSettingsTab(undefined, present)).toBe('profile');
    expect(resolveSettingsTab('llm', ['platforms'])).toBe('platforms');
  });
});
