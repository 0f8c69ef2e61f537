import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePreferencesContract, type SessionInfo } from '../../../../shared/contracts/accounts';
import { isInterfaceLocale, type InterfaceLocale } from '../../../../shared/domain/locales';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { i18n, switchInterfaceLocale } from '../../../i18n/i18n';
import { showToast } from '../../../ui/lazy-toast';

interface SaveLocaleContext {
  previousSession: SessionInfo | undefined;
  previousLocale: string;
}

/**
 * Chooses the interface language. The page switches at once (the catalogue chunk loads first) and the
 * choice is cached in this browser; signed in, it is also saved to the account (PUT /api/preferences), and
 * a failed save switches back with a toast. Usage: `useSaveLocale().mutate('de')`.
 */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, InterfaceLocale, SaveLocaleContext>({
    mutationFn: async (locale) => {
      const session = queryClient.getQueryData<SessionInfo>(queryKeys.session);
      if (!session?.user) return { locale };
      return callApi(updatePreferencesContract, { body: { locale } });
    },
    onMutate: async (locale) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.session });
      const previousSession = queryClient.getQueryData<SessionInfo>(queryKeys.session);
      const previousLocale = i18n.language;
      if (previousSession?.user)
        queryClient.setQueryData<SessionInfo>(queryKeys.session, { ...previousSession, locale });
      await switchInterfaceLocale(locale);
      return { previousSession, previousLocale };
    },
    onError: async (error, _locale, context) => {
      if (context?.previousSession)
        queryClient.setQueryData<SessionInfo>(queryKeys.session, context.previousSession);
      const previous = context?.previousSession?.locale ?? context?.previousLocale;
      if (isInterfaceLocale(previous)) await switchInterfaceLocale(previous);
      showToast.error(i18n.t('common:language.saveFailed', { reason: error.message }));
    },
  });
}
