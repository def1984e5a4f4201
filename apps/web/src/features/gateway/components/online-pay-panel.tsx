import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TOnlinePayment } from '@studydesk/contract';
import { formatRupees } from '@studydesk/contract/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../common/format.ts';
import { financeKeys } from '../../finance/api/keys.ts';
import { ReceiptActions } from '../../finance/components/receipt-actions.tsx';
import { onlinePaymentQuery, useCheckOnline, usePayByQr, usePayOnline } from '../api/gateway.ts';

/** Why the link cannot take this try (Pay makes or reopens one). */
const NOT_OPEN: Record<'failed' | 'expired' | 'cancelled', MessageKey> = {
  failed: 'finance.online.failed',
  expired: 'finance.online.expired',
  cancelled: 'finance.online.cancelled',
};

/**
 * A student's payment paid online: Pay opens the gateway's page for the exact amount (the link
 * is reused while valid). `returning` (back from that page) asks the gateway at once and keeps
 * asking until the payment is posted, then shows the receipt: nobody at the desk confirms it.
 */
export function OnlinePayPanel({ paymentId, returning = false }: { paymentId: number; returning?: boolean }) {
  const t = useT();
  const q = useQuery(onlinePaymentQuery(paymentId, returning));
  const pay = usePayOnline();
  const check = useCheckOnline();
  const qrPay = usePayByQr();
  const queryClient = useQueryClient();
  const asked = useRef(false);
  useEffect(() => {
    if (!returning || asked.current) return;
    asked.current = true;
    check.mutate(paymentId);
  }, [returning, paymentId, check]);
  const paid = q.data?.status === 'paid';
  useEffect(() => {
    // Posted (by the webhook or the check): the balance and the history show it too.
    if (paid) void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  }, [paid, queryClient]);

  const payNow = () =>
    pay.mutate(paymentId, {
      onSuccess: (online) => {
        if (online.url) window.location.assign(online.url);
      },
    });
  const online = q.data;
  const amount = online ? formatRupees(online.amount) : '';

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={560}>
      <Stack gap="sm">
        {q.isError ? (
          <Alert color="red" role="alert">
            {t('finance.online.loadFailed')}
          </Alert>
        ) : !online ? (
          <Stack gap="xs" aria-label={t('finance.online.loading')}>
            <Skeleton height={24} />
            <Skeleton height={36} />
          </Stack>
        ) : online.status === 'paid' && online.receipt_id && online.receipt_number ? (
          <Stack gap="xs">
            <Alert color="green" variant="light" role="status">
              {t('finance.online.paid', { amount, number: online.receipt_number })}
            </Alert>
            <ReceiptActions
              receipt={{ id: online.receipt_id, number: online.receipt_number, amount: online.amount }}
            />
          </Stack>
        ) : (
          <>
            <Text fw={600}>{t('finance.online.heading', { amount })}</Text>
            <Text size="sm">{t('finance.online.intro')}</Text>
            {returning && (online.status === 'open' || check.isPending) ? (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm">{t('finance.online.waiting')}</Text>
              </Group>
            ) : null}
            {online.status === 'failed' || online.status === 'expired' || online.status === 'cancelled' ? (
              <Alert color="yellow" variant="light" role="status">
                {t(NOT_OPEN[online.status])}
              </Alert>
            ) : null}
            <Button size="md" loading={pay.isPending} onClick={payNow} w="fit-content">
              {t('finance.online.pay', { amount })}
            </Button>
            {online.status === 'open' && online.expires_at ? (
              <Text size="xs" c="dimmed">
                {t('finance.online.validUntil', { time: formatDateTime(online.expires_at) })}
              </Text>
            ) : null}
            {pay.isError ? (
              <Alert color="red" variant="light" role="alert">
                {messageOf(pay.error, t('finance.online.payFailed'))}
              </Alert>
            ) : null}
            <QrBlock
              online={online}
              amount={amount}
              making={qrPay.isPending}
              onMake={() => qrPay.mutate(paymentId)}
            />
            {qrPay.isError ? (
              <Alert color="red" variant="light" role="alert">
                {messageOf(qrPay.error, t('finance.online.qrFailed'))}
              </Alert>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The UPI QR code for exactly the amount: shown while open; expired or replaced, Show makes a new one. */
function QrBlock({
  online,
  amount,
  making,
  onMake,
}: {
  online: TOnlinePayment;
  amount: string;
  making: boolean;
  onMake: () => void;
}) {
  const t = useT();
  const qr = online.qr;
  if (qr?.status === 'open' && qr.content) {
    return (
      <Stack gap={4} data-testid="upi-qr">
        <Text size="sm">{t('finance.online.qrScan', { amount })}</Text>
        <QRCodeSVG
          value={qr.content}
          size={192}
          marginSize={2}
          role="img"
          aria-label={t('finance.online.qrImage', { amount })}
        />
        <Text size="xs" c="dimmed">
          {t('finance.online.qrValidUntil', { time: formatDateTime(qr.expires_at) })}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      {qr?.status === 'expired' || qr?.status === 'cancelled' ? (
        <Alert color="yellow" variant="light" role="status">
          {t(qr.status === 'expired' ? 'finance.online.qrExpired' : 'finance.online.qrCancelled')}
        </Alert>
      ) : null}
      <Button variant="light" loading={making} onClick={onMake} w="fit-content">
        {t('finance.online.qrPay')}
      </Button>
    </Stack>
  );
}
