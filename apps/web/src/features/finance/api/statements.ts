import type { TStatementReview, TStatementRow } from '@studydesk/contract';
import { useMutation } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '../../../lib/api-client.ts';
import { sendForm } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from './keys.ts';

/** A statement line as the server read it, without the review's verdict: what is sent back. */
export const lineOf = ({
  status,
  matched_by,
  candidates,
  receipt_number,
  payment_id,
  ...line
}: TStatementRow) => line;

/** Reads a bank statement and matches it to the waiting payments (nothing is stored). */
export const useReviewStatement = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return sendForm<TStatementReview>('POST', '/api/bank-statements/review', form, {
        idempotencyKey: newIdempotencyKey(),
      });
    },
  });

/** Confirms waiting payments from statement lines, each with its payment (the screen shows the outcome). */
export const useConfirmStatementLines = () =>
  useChange({
    call: (rows: (ReturnType<typeof lineOf> & { payment_id: number })[], key) =>
      api.post('/api/bank-statements/confirm', { rows }, key),
    refresh: [financeKeys.all],
    inline: true,
  });

/** Gives an unmatched credit to a student: a UPI receipt with its UTR. */
export const useAssignStatementLine = () =>
  useChange({
    call: ({ row, studentId }: { row: TStatementRow; studentId: number }, key) =>
      api.post('/api/bank-statements/assign', { row: lineOf(row), student_id: studentId }, key),
    refresh: [financeKeys.all],
    inline: true,
  });
