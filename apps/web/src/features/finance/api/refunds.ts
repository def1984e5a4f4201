import type { TCreditNote } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { download } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from './keys.ts';

/** Credit notes of the library, or of one student (a student's own when they ask). */
export const creditNotesQuery = (studentId?: number) =>
  queryOptions({
    queryKey: financeKeys.creditNotes(studentId),
    queryFn: () => api.get(studentId ? `/api/credit-notes?student_id=${studentId}` : '/api/credit-notes'),
  });

/** Refunds a receipt in full or in part: a credit note (the dialog shows a failure). */
export const useRefund = () =>
  useChange({
    call: ({ receiptId, amount, reason }: { receiptId: number; amount: number; reason: string }, key) =>
      api.post(`/api/receipts/${receiptId}/refund`, { amount, reason }, key),
    refresh: [financeKeys.all],
    inline: true,
  });

/** The credit note's number as printed. */
export const creditNoteLabel = (n: Pick<TCreditNote, 'number'>) => `CN-${n.number}`;

/** Downloads a credit note's PDF. */
export const downloadCreditNote = (n: Pick<TCreditNote, 'id' | 'number'>) =>
  download(`/api/credit-notes/${n.id}/pdf`, `credit-note-${creditNoteLabel(n)}.pdf`);
