import { Button, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { translate } from '../../i18n/i18n.ts';
import { messageOf } from '../../lib/api-client.ts';
import { whenDialogsReady } from '../../lib/dialogs-ready.ts';
import { notifyError } from './feedback.tsx';

interface ReasonOptions {
  title: string;
  label: string;
  confirmLabel: string;
  /** Sends the action with the reason; the dialog closes when it succeeds. */
  submit: (reason: string) => Promise<void>;
}

function ReasonForm({ options, close }: { options: ReasonOptions; close: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await options.submit(reason.trim());
      close();
    } catch (err) {
      notifyError(messageOf(err, translate('finance.reason.failed', { action: options.confirmLabel })));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <TextInput
        label={options.label}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-autofocus
      />
      <Button color="red" loading={busy} disabled={!reason.trim()} onClick={send}>
        {options.confirmLabel}
      </Button>
    </Stack>
  );
}

/** An in-app dialog asking for a reason before a money action (reject a payment, reverse an entry). */
export function askReason(options: ReasonOptions) {
  void whenDialogsReady().then(() => {
    const id = modals.open({
      title: options.title,
      children: <ReasonForm options={options} close={() => modals.close(id)} />,
    });
  });
}
