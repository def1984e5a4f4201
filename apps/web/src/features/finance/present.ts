import type { TPaymentMethod } from '@studydesk/contract';
import type { MessageKey } from '../../i18n/keys.ts';
import type { Translate } from '../../i18n/use-t.ts';

const KEYS: Record<TPaymentMethod, MessageKey> = {
  cash: 'finance.method.cash',
  upi: 'finance.method.upi',
  card: 'finance.method.card',
  bank_transfer: 'finance.method.bank_transfer',
  online: 'finance.method.online',
};

/** How a payment was made ('Cash', 'UPI'; a student's payment reads 'Online'), in the language shown. */
export function methodLabel(t: Translate, method: string): string {
  const key = KEYS[method.toLowerCase() as TPaymentMethod];
  return key ? t(key) : method;
}
