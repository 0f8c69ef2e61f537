import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { updatePreferencesContract, type SessionInfo } from '../../../../shared/contracts/accounts';
import { runtimeTimeZone } from '../../../../shared/domain/time-zones';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { useSession } from '../../accounts/hooks/useSession';

/**
 * The user's IANA time zone: the one stored on the account (Settings › Profile) when there is one, else the
 * browser's (signed out, or before the first sign-in stored it). Every schedule, history and calendar time
 * is shown and chosen in it.
 */
export function useUserTimeZone(): string {
  const { data: session } = useSession();
  return session?.user && session.timeZone ? session.timeZone : runtimeTimeZone();
}

/** Saves the account's time zone (PUT /api/preferences) and puts the answer into the session query. */
export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => callApi(updatePreferencesContract, { body: { timeZone } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SessionInfo>(queryKeys.session, (session) =>
        session ? { ...session, timeZone: saved.timeZone } : session,
      );
    },
  });
}

/**
 * On the first signed-in visit, while the account has no time zone, stores the browser's (once per page
 * load; a failure is retried on the next load). Mount once, in the root layout.
 */
export function useTimeZoneSync(): void {
  const { data: session } = useSession();
  const save = useSaveTimeZone();
  const tried = useRef(false);
  const needsZone = Boolean(session?.user) && session?.timeZone === null;
  const { mutate } = save;
  useEffect(() => {
    if (!needsZone || tried.current) return;
    tried.current = true;
    mutate(runtimeTimeZone());
  }, [needsZone, mutate]);
}
