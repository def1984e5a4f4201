import { MAX_AMOUNT_RUPEES } from '@studydesk/contract';

/** Money is stored as integer paise and spoken in rupees with 2 decimals (DECISIONS.md). */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;
/** The most one ledger row, receipt or price may be (the contract's cap): it fits an int column. */
export const MAX_AMOUNT_PAISE = toPaise(MAX_AMOUNT_RUPEES);
