import type { TGstSettingsRequest } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from './keys.ts';

/** The library's GST registration (the owner's): with a GSTIN, receipts are tax invoices. */
export const gstSettingsQuery = queryOptions({
  queryKey: financeKeys.gstSettings(),
  queryFn: () => api.get('/api/gst-settings'),
});

export const useSaveGstSettings = (success: string) =>
  useChange({
    call: (body: TGstSettingsRequest) => api.put('/api/gst-settings', body),
    refresh: [financeKeys.all],
    success,
    inline: true,
  });

/** The month's GSTR-1 workbook (YYYY-MM). */
export const gstr1Url = (month: string) => `/api/gst/gstr1?month=${month}`;

/** A tax invoice or GST credit note's PDF. */
export const gstDocumentUrl = (id: number) => `/api/gst-documents/${id}/pdf`;
