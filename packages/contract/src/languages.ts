/**
 * The languages of the web app, free of schemas so the first screen (the sign-in page) can use
 * them without loading zod. English first: it is the default and holds the spec's texts.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** Whether a stored or typed value names a language of the app. */
export const isLanguage = (value: unknown): value is TLanguage =>
  (LANGUAGES as readonly unknown[]).includes(value);
