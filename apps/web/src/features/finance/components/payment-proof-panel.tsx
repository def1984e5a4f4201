import { Alert, Button, FileButton, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { formatRupees, type TPayment } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { onlinePaymentQuery } from '../../gateway/api/gateway.ts';
import { OnlinePayPanel } from '../../gateway/components/online-pay-panel.tsx';
import { useSaveUtr, useSendScreenshot } from '../api/payments.ts';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Finishing a payment: online through the library's payment gateway when it takes payments so
 * (the receipt comes by itself), else by UPI with the UTR or a screenshot for the desk.
 */
export function PaymentProofPanel({
  payment,
  onSent,
}: {
  payment: TPayment;
  onSent: (payment: TPayment) => void;
}) {
  const t = useT();
  const online = useQuery(onlinePaymentQuery(payment.id));
  if (online.isPending) {
    return <Skeleton height={120} maw={560} aria-label={t('finance.online.loading')} />;
  }
  if (online.data?.available && payment.status === 'Unfinished')
    return <OnlinePayPanel paymentId={payment.id} />;
  return <UpiProofPanel payment={payment} onSent={onSent} />;
}

/**
 * Finishing a payment by UPI: pay (the QR code, or the UPI app on this phone, for the exact amount),
 * then send the UTR or a screenshot of the receipt. Until then the payment is the student's own
 * (Unfinished) and the desk does not see it.
 */
function UpiProofPanel({ payment, onSent }: { payment: TPayment; onSent: (payment: TPayment) => void }) {
  const t = useT();
  const [utr, setUtr] = useState(payment.utr);
  const [sentBy, setSentBy] = useState<'utr' | 'screenshot' | null>(null);
  const saveUtr = useSaveUtr();
  const sendScreenshot = useSendScreenshot();
  const sent = (by: 'utr' | 'screenshot') => (updated: TPayment) => {
    setSentBy(by);
    onSent(updated);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveUtr.mutate({ id: payment.id, utr: utr.trim() }, { onSuccess: sent('utr') });
  };
  const failure = saveUtr.isError
    ? messageOf(saveUtr.error, t('finance.upi.saveFailed'))
    : sendScreenshot.isError
      ? messageOf(sendScreenshot.error, t('finance.upi.screenshotFailed'))
      : null;
  const amount = formatRupees(payment.amount);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={560}>
      <Stack gap="sm">
        <Text fw={600}>
          {t(payment.upi_uri ? 'finance.upi.heading' : 'finance.upi.headingPlain', {
            amount,
            reference: payment.reference,
          })}
        </Text>
        {payment.status === 'Pending' ? (
          <Alert color="green" variant="light" role="status">
            {t(
              sentBy === 'utr'
                ? 'finance.upi.saved'
                : sentBy === 'screenshot'
                  ? 'finance.upi.screenshotSent'
                  : 'finance.upi.sent',
            )}
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" role="status">
            {t('finance.upi.notSent')}
          </Alert>
        )}
        {payment.upi_uri ? (
          <Group align="center" gap="md">
            <QRCodeSVG value={payment.upi_uri} size={160} aria-label={t('finance.upi.qr')} />
            <Stack gap="xs" style={{ flex: '1 1 12rem' }}>
              <Text size="sm">{t('finance.upi.scan')}</Text>
              <Button component="a" href={payment.upi_uri} size="md">
                {t('finance.upi.open')}
              </Button>
            </Stack>
          </Group>
        ) : (
          <Text size="sm">{t('finance.upi.noUpi')}</Text>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('finance.upi.utr')}
              value={utr}
              onChange={(e) => setUtr(e.currentTarget.value)}
              autoComplete="off"
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" loading={saveUtr.isPending} disabled={!utr.trim()}>
              {t('finance.upi.save')}
            </Button>
          </Group>
        </form>
        <Group gap="sm" align="center">
          <Text size="sm" c="dimmed">
            {t('finance.upi.or')}
          </Text>
          <FileButton
            accept={IMAGE_TYPES}
            onChange={(file) =>
              file && sendScreenshot.mutate({ id: payment.id, file }, { onSuccess: sent('screenshot') })
            }
          >
            {(props) => (
              <Button {...props} variant="light" loading={sendScreenshot.isPending}>
                {t(payment.screenshot ? 'finance.upi.screenshotAgain' : 'finance.upi.screenshot')}
              </Button>
            )}
          </FileButton>
        </Group>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
