import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { TCreditNote, TReceipt } from '@studydesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { notifyError } from '../../common/feedback.tsx';
import { formatRupees } from '../../common/format.ts';
import { creditNoteLabel, downloadCreditNote, useRefund } from '../api/refunds.ts';

/** The owner refunds a receipt in full or in part, with a reason: a numbered credit note to download. */
export function RefundDialog({ receipt, onClose }: { receipt: TReceipt; onClose: () => void }) {
  const t = useT();
  const refund = useRefund();
  const [amount, setAmount] = useState<number | string>(receipt.amount);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<TCreditNote | null>(null);
  const submit = () =>
    refund.mutate(
      { receiptId: receipt.id, amount: Number(amount), reason: reason.trim() },
      { onSuccess: setNote },
    );
  return (
    <Modal opened onClose={onClose} title={t('finance.refund.title', { number: receipt.number })}>
      {note ? (
        <Stack>
          <Alert color="green" role="status" data-testid="credit-note">
            {t(note.gateway_status ? 'finance.refund.doneGateway' : 'finance.refund.done', {
              note: creditNoteLabel(note),
              amount: formatRupees(note.amount),
            })}
          </Alert>
          <Group>
            <Button
              variant="light"
              onClick={() =>
                downloadCreditNote(note).catch(() => notifyError(t('finance.refund.downloadFailed')))
              }
            >
              {t('finance.refund.pdf')}
            </Button>
            <Button variant="subtle" onClick={onClose}>
              {t('finance.refund.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">
            {t('finance.refund.paid', { name: receipt.customer_name, amount: formatRupees(receipt.amount) })}
          </Text>
          {receipt.method === 'online' ? (
            <Text size="sm" c="dimmed">
              {t('finance.refund.throughGateway')}
            </Text>
          ) : null}
          <NumberInput
            label={t('finance.amount')}
            min={0.01}
            max={receipt.amount}
            decimalScale={2}
            hideControls
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
          />
          <TextInput
            label={t('finance.refund.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          {refund.isError ? (
            <Alert color="red" role="alert">
              {messageOf(refund.error, t('finance.refund.failed'))}
            </Alert>
          ) : null}
          <Button
            color="red"
            loading={refund.isPending}
            disabled={!reason.trim() || !(Number(amount) > 0)}
            onClick={submit}
          >
            {t('finance.refund.submit')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
