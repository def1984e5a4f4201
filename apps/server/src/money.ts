/** Money is stored as integer paise and spoken in rupees with 2 decimals (DECISIONS.md). */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;
