import { createContext, useContext } from 'react';
import type { LanguageSetting } from '../../../../shared/domain/content-languages';

/**
 * The generator's language setting, provided by the screen that owns the form, so the parts that speak or
 * listen (transcription of a clip, live speech recognition while recording) follow the Language control.
 */
export const LanguageSettingContext = createContext<LanguageSetting>('auto');

/** The generator's language setting: 'auto' or a content language. */
export function useLanguageSetting(): LanguageSetting {
  return useContext(LanguageSettingContext);
}
