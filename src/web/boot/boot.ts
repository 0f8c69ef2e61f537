/**
 * The boot script of the pre-rendered public pages (issue #10 'Fast'): a few KB instead of the whole React app.
 * scripts/prerender-web.mjs bundles it (esbuild, no React) into assets/boot-<hash>.js and puts it in every
 * pre-rendered page in place of the app's entry, which it names in `data-entry` (its static imports in
 * `data-preload`). The page paints complete from its HTML; the app loads and hydrates it:
 * - on the visitor's first sign of use: a pointer moving or pressing, a key, a touch, the wheel, a scroll or a
 *   focus (Tab);
 * - or, once the visitor has answered the cookie banner (a returning visitor), when the browser is idle.
 * The first click (or form submission) made before hydration is held and replayed on the same element once
 * React owns the page, so 'Get Started Free' still opens the login dialog. A click on a link to another page
 * or place is left to the browser. Until then the script also paints the cached theme and shows the cookie
 * banner (drawn hidden in the HTML) when no choice is stored. The /app routes keep loading the app at once.
 */
import { CONSENT_STORAGE_KEY } from '../features/consent/consent-storage';
import { applyTheme, getSystemPrefersDark, readCachedTheme, resolveTheme } from '../ui/theme-core';
import { elementAtPath, pathOfElement } from './element-path';

/** Events telling that a visitor is about to use the page: the first one loads the app. */
const intentEvents = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'];
/** What a held click may be replayed on: controls whose handlers React attaches (not links or text). */
const replayableClick =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], summary, label';

type HeldAction =
  | { kind: 'click'; element: Element; path: number[] }
  | { kind: 'submit'; form: HTMLFormElement; path: number[]; submitter: HTMLElement | null };

const html = document.documentElement;
const script = document.currentScript as HTMLScriptElement | null;
const appRoot = document.getElementById('root');
const entry = script?.dataset.entry;
const preloads = (script?.dataset.preload ?? '').split(' ').filter(Boolean);
const passive: AddEventListenerOptions = { capture: true, passive: true };
let state: 'waiting' | 'loading' | 'hydrated' = 'waiting';
let held: HeldAction | null = null;

function hasStoredConsent(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Loads the app's entry (main.tsx), which hydrates the page; once. */
function loadApp(): void {
  if (state !== 'waiting' || !entry) return;
  state = 'loading';
  for (const type of intentEvents) window.removeEventListener(type, loadApp, passive);
  html.dataset.hydrating = 'true';
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = entry;
  app.addEventListener('error', () => {
    // Offline or a new release replaced the assets: a reload gets a page that matches the server again.
    console.error('The page could not load its scripts:', entry);
    delete html.dataset.hydrating;
  });
  document.head.append(app);
}

function holdClick(event: MouseEvent): void {
  if (state === 'hydrated' || !(event.target instanceof Element) || !appRoot?.contains(event.target)) return;
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const element = event.target.closest(replayableClick);
  if (!element || element.closest('a[href]')) return;
  // The control does nothing before React: its action waits for hydration (only the first click is kept).
  event.preventDefault();
  event.stopPropagation();
  held ??= { kind: 'click', element, path: pathOfElement(appRoot, element) };
  loadApp();
}

function holdSubmit(event: SubmitEvent): void {
  if (state === 'hydrated' || !(event.target instanceof HTMLFormElement) || !appRoot) return;
  // Without this the browser would send the form as a GET to the page itself.
  event.preventDefault();
  event.stopPropagation();
  held ??= {
    kind: 'submit',
    form: event.target,
    path: pathOfElement(appRoot, event.target),
    submitter: event.submitter,
  };
  loadApp();
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The text fields the visitor changed before hydration, with what they typed. */
function readTypedFields(): Map<Field, string> {
  const typed = new Map<Field, string>();
  for (const field of appRoot?.querySelectorAll<Field>('input, textarea') ?? []) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
  return typed;
}

/**
 * Hands what the visitor typed before hydration to React: its controlled fields hold the HTML's values in
 * state (and hydrating a boundary may even put them back in the field), so each typed field gets its text
 * again and an input event React counts as a change (its value tracker set to the old value first).
 */
function syncTypedFields(typed: Map<Field, string>): void {
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    const prototype = Object.getPrototypeOf(field) as Field;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const select of appRoot?.querySelectorAll('select') ?? []) {
    const option = select.selectedOptions[0];
    if (option && !option.defaultSelected) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Replays the held click or submission on the element React now owns (the same node, or the one at its place). */
function replayHeld(): void {
  const action = held;
  held = null;
  if (!action || !appRoot) return;
  if (action.kind === 'click') {
    const element = action.element.isConnected ? action.element : elementAtPath(appRoot, action.path);
    if (element instanceof HTMLElement) element.click();
    return;
  }
  const form = action.form.isConnected ? action.form : elementAtPath(appRoot, action.path);
  if (!(form instanceof HTMLFormElement)) return;
  const submitter =
    action.submitter?.isConnected && form.contains(action.submitter) ? action.submitter : null;
  form.requestSubmit(submitter);
}

function whenHydrated(): void {
  if (html.dataset.hydrated !== 'true' || state === 'hydrated') return;
  state = 'hydrated';
  observer.disconnect();
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('submit', holdSubmit, true);
  delete html.dataset.hydrating;
  // Suspense boundaries may hydrate a little after the root: wait (a task at a time; messages are not timers,
  // which a test's fake clock may stop) until React owns the page's fields and the held element, then act.
  const typed = readTypedFields();
  const channel = new MessageChannel();
  let attempts = 0;
  channel.port1.onmessage = () => {
    const pending = appRoot ? [...appRoot.querySelectorAll('input, textarea, select')] : [];
    if (held?.kind === 'click') pending.push(held.element);
    if (held?.kind === 'submit') pending.push(held.form);
    attempts += 1;
    if (attempts < 2000 && pending.some((element) => element.isConnected && !isOwnedByReact(element))) {
      channel.port2.postMessage(null);
      return;
    }
    channel.port1.close();
    syncTypedFields(typed);
    // React applied the synced values already: input events are discrete, their updates render at once.
    replayHeld();
  };
  channel.port2.postMessage(null);
}

/** Whether React has hydrated this element (it keeps its props on the node). */
function isOwnedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

const observer = new MutationObserver(whenHydrated);

applyTheme(resolveTheme(readCachedTheme() ?? 'system', getSystemPrefersDark()));
const isConsentAnswered = hasStoredConsent();
// The pre-rendered cookie banner is hidden unless this is set (theme.css), so a returning visitor never sees it.
if (!isConsentAnswered) html.dataset.consentPending = 'true';
if (entry) {
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  for (const type of intentEvents) window.addEventListener(type, loadApp, passive);
  if (isConsentAnswered) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(loadApp, { timeout: 4000 });
    else setTimeout(loadApp, 1500);
  }
}
