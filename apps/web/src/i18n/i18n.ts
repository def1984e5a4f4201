import englishPublic from 'virtual:catalog/en/public';
import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@studydesk/contract/languages';
import type { MessageKey, MessageValues } from './keys.ts';

/**
 * The app's texts in English and Hindi (Lingui). Each language is split in parts: `public` (sign-in
 * pages, the loading screen), `portal` (the signed-in frame, menus, lists) and one per feature, named
 * as its folder and as the first word of its keys (`finance.*` lives in `finance.json`). English
 * `public` ships with the first screen; every other part is fetched with the page that needs it, so
 * the sign-in page carries no Hindi and no portal text.
 */
export type CatalogPart =
  | 'public'
  | 'portal'
  | 'account'
  | 'dashboard'
  | 'finance'
  | 'idCards'
  | 'leads'
  | 'operations'
  | 'platform'
  | 'seating'
  | 'staff'
  | 'students';

type Loader = () => Promise<{ default: typeof englishPublic }>;

// Literal paths, so the bundler makes one small chunk per language and part.
const LOADERS: Record<TLanguage, Record<CatalogPart, Loader>> = {
  en: {
    public: async () => ({ default: englishPublic }),
    portal: () => import('virtual:catalog/en/portal'),
    account: () => import('virtual:catalog/en/account'),
    dashboard: () => import('virtual:catalog/en/dashboard'),
    finance: () => import('virtual:catalog/en/finance'),
    idCards: () => import('virtual:catalog/en/idCards'),
    leads: () => import('virtual:catalog/en/leads'),
    operations: () => import('virtual:catalog/en/operations'),
    platform: () => import('virtual:catalog/en/platform'),
    seating: () => import('virtual:catalog/en/seating'),
    staff: () => import('virtual:catalog/en/staff'),
    students: () => import('virtual:catalog/en/students'),
  },
  hi: {
    public: () => import('virtual:catalog/hi/public'),
    portal: () => import('virtual:catalog/hi/portal'),
    account: () => import('virtual:catalog/hi/account'),
    dashboard: () => import('virtual:catalog/hi/dashboard'),
    finance: () => import('virtual:catalog/hi/finance'),
    idCards: () => import('virtual:catalog/hi/idCards'),
    leads: () => import('virtual:catalog/hi/leads'),
    operations: () => import('virtual:catalog/hi/operations'),
    platform: () => import('virtual:catalog/hi/platform'),
    seating: () => import('virtual:catalog/hi/seating'),
    staff: () => import('virtual:catalog/hi/staff'),
    students: () => import('virtual:catalog/hi/students'),
  },
};

/** Where the choice is kept before sign-in (and remembered on this device after). */
const STORAGE_KEY = 'language';
/** Set while the visitor picks a language on a sign-in page, until they sign in (this tab). */
const PICKED_KEY = 'language-picked';

const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The parts the screens shown so far needed: a switch loads them all before it shows. */
const neededParts = new Set<CatalogPart>(['public']);
let latestSwitch = 0;

function loadPart(language: TLanguage, part: CatalogPart): Promise<void> {
  const key = `${language}/${part}`;
  let load = loads.get(key);
  if (!load) {
    load = LOADERS[language][part]().then((module) => {
      i18n.load(language, module.default);
      loaded.add(key);
    });
    // A failed download (offline) may be tried again later.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage may be unavailable (private mode): the choice then lasts this page only
  }
}

/** The language shown now. */
export function currentLanguage(): TLanguage {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** Loads every part the app has shown in `language`, then shows it (and sets `<html lang>`). */
export async function switchLanguage(language: TLanguage): Promise<void> {
  const ticket = ++latestSwitch;
  // A page opened meanwhile may need one more part: loop until every needed part is in.
  for (;;) {
    const missing = [...neededParts].filter((part) => !loaded.has(`${language}/${part}`));
    if (missing.length === 0) break;
    await Promise.all(missing.map((part) => loadPart(language, part)));
  }
  // Two quick clicks: the last choice wins, whichever download finishes first.
  if (ticket !== latestSwitch) return;
  document.documentElement.lang = language;
  storage('local')?.setItem(STORAGE_KEY, language);
  if (language !== i18n.locale) i18n.activate(language);
}

/** Fetches a part in the language shown (the portal's texts, alongside the portal's code). */
export function preloadPart(part: CatalogPart): Promise<void> {
  neededParts.add(part);
  return loadPart(currentLanguage(), part);
}

/** Marks a choice made before sign-in, to be kept with the account that signs in next. */
export function notePickedBeforeSignIn(picked: boolean) {
  if (picked) storage('session')?.setItem(PICKED_KEY, '1');
  else storage('session')?.removeItem(PICKED_KEY);
}

/** The language picked on a sign-in page in this tab, if any. */
export function pickedBeforeSignIn(): TLanguage | null {
  return storage('session')?.getItem(PICKED_KEY) ? currentLanguage() : null;
}

/**
 * Starts with the language this device last showed (English by default). Resolves when its
 * texts are in, so the first screen never flashes the other language.
 */
export async function startI18n(): Promise<void> {
  i18n.load('en', englishPublic);
  i18n.activate(DEFAULT_LANGUAGE);
  const stored = storage('local')?.getItem(STORAGE_KEY);
  if (isLanguage(stored) && stored !== DEFAULT_LANGUAGE) {
    await switchLanguage(stored).catch(() => undefined); // offline: English it is
  }
}

/** A text outside React (the API client's network error). Components use `useT`. */
export function translate(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

export { i18n };
