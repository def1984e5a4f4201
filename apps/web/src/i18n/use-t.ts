import { useLingui } from '@lingui/react';
import type { MessageKey, MessageValues } from './keys.ts';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The texts of the language shown; the component renders again when the language changes. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}
