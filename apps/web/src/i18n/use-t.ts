import { useLingui } from '@lingui/react';
import { use } from 'react';
import { type CatalogPart, partReady } from './i18n.ts';
import type { MessageKey, MessageValues } from './keys.ts';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The texts of the language shown; the component renders again when the language changes. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}

/** Waits (Suspense) until a part of the dictionaries is in for the language shown. */
export function useCatalogPart(part: CatalogPart): void {
  useLingui(); // renders again after a switch, which may need the part in the new language
  const ready = partReady(part);
  if (ready !== true) use(ready);
}
