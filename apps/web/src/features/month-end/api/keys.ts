/** Query keys of month end: the student's question, the forecast, the waiting list (the morning digest is the dashboard's). */
export const monthEndKeys = {
  all: ['month-end'] as const,
  settings: () => [...monthEndKeys.all, 'settings'] as const,
  mine: () => [...monthEndKeys.all, 'mine'] as const,
  link: (token: string) => [...monthEndKeys.all, 'link', token] as const,
  forecast: () => [...monthEndKeys.all, 'forecast'] as const,
  waiting: () => [...monthEndKeys.all, 'waiting'] as const,
};
