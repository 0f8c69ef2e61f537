import { AsyncLocalStorage } from 'node:async_hooks';
import { matchInterfaceLocale, parseAcceptLanguage, type InterfaceLocale } from '../../shared/domain/locales';

/**
 * The language a request asks for: the first supported one of its `Accept-Language` (the web app sends its
 * interface language on every call), English when none is supported or the header is absent.
 */
export function localeOfRequest(request: {
  headers: { 'accept-language'?: string | string[] | undefined };
}): InterfaceLocale {
  const header = request.headers['accept-language'];
  return matchInterfaceLocale(parseAcceptLanguage(Array.isArray(header) ? header.join(',') : header));
}

const callerLocale = new AsyncLocalStorage<InterfaceLocale>();

/**
 * Runs `work` with the caller's language known to callbacks a library makes inside it (better-auth's reset
 * mail hook receives no request), where `findCallerLocale` reads it. Everything else passes the locale as a
 * parameter.
 */
export function runWithCallerLocale<T>(locale: InterfaceLocale, work: () => Promise<T>): Promise<T> {
  return callerLocale.run(locale, work);
}

/** The language set by the nearest `runWithCallerLocale` around this call, if any. */
export function findCallerLocale(): InterfaceLocale | undefined {
  return callerLocale.getStore();
}
