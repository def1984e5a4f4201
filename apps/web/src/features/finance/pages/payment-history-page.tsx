import { Badge, Button, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TPayment } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { formatDateTime, formatRupees } from '../../common/format.ts';
import { InlineForm } from '../../common/inline-form.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { OnlinePayPanel } from '../../gateway/components/online-pay-panel.tsx';
import { financeKeys } from '../api/keys.ts';
import { studentLedgerQuery } from '../api/ledger.ts';
import { studentPaymentsPath } from '../api/payments.ts';
import { useSendPayment } from '../api/send-payment.ts';
import { BalanceLine } from '../components/balance-line.tsx';
import { CreditNotesList } from '../components/credit-notes-list.tsx';
import { PaymentProofPanel } from '../components/payment-proof-panel.tsx';
import { ReceiptActions } from '../components/receipt-actions.tsx';
import { methodLabel } from '../present.ts';

const STATUS: Record<TPayment['status'], { color: string; label: MessageKey }> = {
  Unfinished: { color: 'gray', label: 'status.unfinished' },
  Pending: { color: 'yellow', label: 'status.pending' },
  Paid: { color: 'green', label: 'status.paid' },
  Failed: { color: 'red', label: 'status.failed' },
  Rejected: { color: 'red', label: 'status.rejected' },
};

/** An amount handed over in the link (`?amount=800`, from the home's Pay button), or empty. */
const amountFromLink = (value: string | null): number | string => {
  const amount = Number(value);
  return value && Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : '';
};

/**
 * Payment history with Pay Now: the student's own unfinished payment (one, reused), sent to the
 * library with a UTR or a screenshot of the UPI receipt, then Pending until the library confirms it.
 */
export function PaymentHistoryPage() {
  const t = useT();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const pay = useSendPayment();
  const [paying, setPaying] = useState<TPayment | null>(null);
  const linked = amountFromLink(params.get('amount'));
  // Back from the gateway's page (its callback): that payment's receipt shows here by itself.
  const returned = Number(params.get('online')) || null;
  const form = useForm({
    initialValues: { amount: linked },
    validate: { amount: (amount) => (Number(amount) > 0 ? null : t('finance.history.enterAmount')) },
  });
  const studentId = user?.role === 'student' ? user.id : 0;
  const ledger = useQuery(studentLedgerQuery(studentId));
  // The home's 'Pay ₹800.00 by UPI' was the first tap: start that payment at once, so the next
  // tap opens the UPI app. Once only (the server reuses the student's unfinished payment anyway).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !studentId || typeof linked !== 'number') return;
    started.current = true;
    pay.mutate({ student_id: studentId, amount: linked }, { onSuccess: (res) => setPaying(res.payment) });
    setParams({}, { replace: true });
  }, [studentId, linked, pay, setParams]);
  if (user?.role !== 'student') return <Text c="red">{t('finance.history.notLoggedIn')}</Text>;

  const submit = form.onSubmit(({ amount }) => {
    pay.mutate(
      { student_id: user.id, amount: Number(amount) },
      { onSuccess: (res) => setPaying(res.payment) },
    );
  });

  const columns: Column<TPayment>[] = [
    { header: t('finance.column.date'), cell: (p) => formatDateTime(p.payment_date) },
    { header: t('finance.column.amount'), cell: (p) => formatRupees(p.amount) },
    { header: t('finance.column.for'), cell: (p) => p.description },
    { header: t('finance.column.method'), cell: (p) => methodLabel(t, p.method) },
    {
      header: t('finance.column.status'),
      cell: (p) => (
        <Stack gap={2}>
          <Badge color={STATUS[p.status].color} variant="light">
            {t(STATUS[p.status].label)}
          </Badge>
          {p.reject_reason ? (
            <Text size="xs" c="red">
              {p.reject_reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      header: t('finance.column.reference'),
      cell: (p) =>
        [p.reference, p.utr && t('finance.history.utr', { utr: p.utr })].filter(Boolean).join(' · '),
    },
    {
      header: t('finance.column.receipt'),
      cell: (p) =>
        p.receipt_id && p.receipt_number ? (
          <ReceiptActions receipt={{ id: p.receipt_id, number: p.receipt_number, amount: p.amount }} />
        ) : p.status === 'Unfinished' ? (
          <Button size="compact-xs" onClick={() => setPaying(p)}>
            {t('finance.history.finish')}
          </Button>
        ) : p.upi_uri ? (
          <Button size="compact-xs" variant="light" onClick={() => setPaying(p)}>
            {t('finance.history.payByUpi')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('finance.history.title')} />
      {ledger.data ? <BalanceLine totals={ledger.data.totals} /> : null}
      <InlineForm
        onSubmit={submit}
        submitLabel={t('finance.history.payNow')}
        pending={pay.isPending}
        error={pay.isError ? t('finance.history.failed') : null}
      >
        {/* Money has no stepper: its arrows spilled over the next card on a phone. */}
        <NumberInput
          label={t('finance.amount')}
          min={1}
          decimalScale={2}
          hideControls
          inputMode="decimal"
          w={160}
          {...form.getInputProps('amount')}
        />
      </InlineForm>
      {returned && !paying ? <OnlinePayPanel key={returned} paymentId={returned} returning /> : null}
      {paying ? <PaymentProofPanel key={paying.id} payment={paying} onSent={setPaying} /> : null}
      <PagedTable
        path={studentPaymentsPath(user.id)}
        queryKey={financeKeys.studentPayments(user.id)}
        columns={columns}
        emptyText={t('finance.history.empty')}
        errorText={t('finance.history.loadFailed')}
      />
      <CreditNotesList studentId={user.id} />
    </Stack>
  );
}
