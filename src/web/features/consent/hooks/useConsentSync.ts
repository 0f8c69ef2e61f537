import { useEffect, useRef } from 'react';
import {
  getCookieConsentContract,
  saveCookieConsentContract,
  type CookieConsent,
} from '../../../../shared/contracts/accounts';
import { ApiError, callApi } from '../../../api/client';
import { useSession } from '../../accounts/hooks/useSession';
import { readStoredConsent, writeConsent, type ConsentChoice } from '../consent-storage';

/** Offers a choice to the account, which keeps the newer one; answers the one it kept. */
export async function saveConsentToAccount(choice: ConsentChoice, savedAt: string): Promise<CookieConsent> {
  const { analytics, functional, performance } = choice;
  const answer = await callApi(saveCookieConsentContract, {
    body: { analytics, functional, performance, savedAt },
  });
  return answer.consent;
}

function toChoice(consent: CookieConsent): ConsentChoice {
  const { analytics, functional, performance } = consent;
  return { essential: true, analytics, functional, performance };
}

/**
 * Syncs the cookie choice between this browser and the signed-in account, once per sign-in and page: the newer
 * of the two wins (the browser's goes to the account, or the account's replaces the browser's; a choice without
 * a time counts as older). `onChange` receives the account's choice when it replaced this browser's.
 * A failed call leaves both as they are (the next sign-in or save tries again).
 */
export function useConsentSync(onChange: (choice: ConsentChoice) => void): { userId: string | undefined } {
  const { data: session } = useSession();
  const userId = session?.user?.id;
  const syncedFor = useRef<string | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (!userId || syncedFor.current === userId) return;
    syncedFor.current = userId;
    void (async () => {
      try {
        const { consent: account } = await callApi(getCookieConsentContract);
        const local = readStoredConsent();
        const localTime = local?.savedAt ? Date.parse(local.savedAt) : Number.NEGATIVE_INFINITY;
        const accountTime = account ? Date.parse(account.savedAt) : Number.NEGATIVE_INFINITY;
        if (local && (!account || localTime > accountTime)) {
          const savedAt = local.savedAt ?? new Date(0).toISOString();
          const kept = await saveConsentToAccount(local.choice, savedAt);
          if (Date.parse(kept.savedAt) !== Date.parse(savedAt)) {
            writeConsent(toChoice(kept), kept.savedAt);
            onChangeRef.current(toChoice(kept));
          }
        } else if (account && accountTime > localTime) {
          writeConsent(toChoice(account), account.savedAt);
          onChangeRef.current(toChoice(account));
        }
      } catch (error) {
        // A session ended meanwhile (logged out here or elsewhere) leaves nothing to sync with.
        if (error instanceof ApiError && error.status === 401) return;
        console.error('Cookie preferences were not synced with the account:', error);
      }
    })();
  }, [userId]);
  return { userId };
}
