import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatRupees, type TPayment } from '@studydesk/contract';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';

/** Pay a Pending payment by UPI: QR code and `upi://pay` link for the exact amount, then the UTR. */
export function UpiPayPanel({ payment, onSaved }: { payment: TPayment; onSaved: () => void }) {
  const [utr, setUtr] = useState(payment.utr);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!payment.upi_uri) return null;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await api.put(`/api/payments/${payment.id}/utr`, { utr: utr.trim() });
      setMessage({ ok: true, text: 'UTR saved. The library will confirm your payment.' });
      onSaved();
    } catch (err) {
      setMessage({ ok: false, text: messageOf(err, 'Failed to save the UTR.') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Text fw={600}>
          Pay {formatRupees(payment.amount)} by UPI · reference {payment.reference}
        </Text>
        <Group align="flex-start" wrap="wrap">
          <QRCodeSVG value={payment.upi_uri} size={180} aria-label="UPI QR code" />
          <Stack gap="xs">
            <Text size="sm">Scan with any UPI app, or on this phone:</Text>
            <Anchor href={payment.upi_uri}>Open UPI app</Anchor>
            <form onSubmit={save} noValidate>
              <Group align="flex-end">
                <TextInput
                  label="UTR (transaction reference)"
                  value={utr}
                  onChange={(e) => setUtr(e.currentTarget.value)}
                  w={220}
                />
                <Button type="submit" loading={saving} disabled={!utr.trim()}>
                  Save UTR
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
