import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatRupees, type TPayment } from '@studydesk/contract';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useSaveUtr } from '../api/payments.ts';

/** Pay a Pending payment by UPI: QR code and `upi://pay` link for the exact amount, then the UTR. */
export function UpiPayPanel({ payment }: { payment: TPayment }) {
  const t = useT();
  const [utr, setUtr] = useState(payment.utr);
  const save = useSaveUtr();
  if (!payment.upi_uri) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: payment.id, utr: utr.trim() });
  };
  const message = save.isSuccess
    ? { ok: true, text: t('finance.upi.saved') }
    : save.isError
      ? { ok: false, text: messageOf(save.error, t('finance.upi.saveFailed')) }
      : null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Text fw={600}>
          {t('finance.upi.heading', { amount: formatRupees(payment.amount), reference: payment.reference })}
        </Text>
        <Group align="flex-start" wrap="wrap">
          <QRCodeSVG value={payment.upi_uri} size={180} aria-label={t('finance.upi.qr')} />
          <Stack gap="xs">
            <Text size="sm">{t('finance.upi.scan')}</Text>
            <Anchor href={payment.upi_uri}>{t('finance.upi.open')}</Anchor>
            <form onSubmit={submit} noValidate>
              <Group align="flex-end">
                <TextInput
                  label={t('finance.upi.utr')}
                  value={utr}
                  onChange={(e) => setUtr(e.currentTarget.value)}
                  w={220}
                />
                <Button type="submit" loading={save.isPending} disabled={!utr.trim()}>
                  {t('finance.upi.save')}
                </Button>
              </Group>
            </form>
          </Stack>
        </Group>
        {message ? (
          <Alert color={message.ok ? 'green' : 'red'} variant="light" role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
