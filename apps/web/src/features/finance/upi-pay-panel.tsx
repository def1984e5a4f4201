import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatRupees, type TPayment } from '@studydesk/contract';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { api, messageOf } from '../../lib/api-client.ts';

/** Pay a Pending payment by UPI: QR code and `upi://pay` link for the exact amount, then the UTR. */
export function UpiPayPanel({ payment, onSaved }: { payment: TPayment; onSaved: () => void }) {
  const t = useT();
  const [utr, setUtr] = useState(payment.utr);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!payment.upi_uri) return null;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await api.put(`/api/payments/${payment.id}/utr`, { utr: utr.trim() });
      setMessage({ ok: true, text: t('finance.upi.saved') });
      onSaved();
    } catch (err) {
      setMessage({ ok: false, text: messageOf(err, t('finance.upi.saveFailed')) });
    } finally {
      setSaving(false);
    }
  };
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
            <form onSubmit={save} noValidate>
              <Group align="flex-end">
                <TextInput
                  label={t('finance.upi.utr')}
                  value={utr}
                  onChange={(e) => setUtr(e.currentTarget.value)}
                  w={220}
                />
                <Button type="submit" loading={saving} disabled={!utr.trim()}>
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
