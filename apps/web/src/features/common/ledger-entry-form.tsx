import { Button, Group, NumberInput, Paper, Select, Text, TextInput } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@studydesk/contract';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { notifySuccess } from './feedback.tsx';

const TYPES = [
  { value: 'charge:admission', label: 'Charge: admission' },
  { value: 'charge:late_fee', label: 'Charge: late fee' },
  { value: 'charge:manual', label: 'Charge: other' },
  { value: 'discount:', label: 'Discount' },
  { value: 'refund:', label: 'Refund' },
];
const EMPTY = { type: 'charge:admission', amount: '' as number | string, description: '', method: 'cash' };

/** The owner posts a charge, discount or refund to a student's ledger (never an edit). */
export function LedgerEntryForm({ studentId, onPosted }: { studentId: number; onPosted: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();
  const [entryType, chargeKind] = form.type.split(':');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(Number(form.amount) > 0)) return setError('Enter an amount above 0');
    await submission.run(async (key) => {
      try {
        await api.post(
          '/api/ledger/entries',
          {
            student_id: studentId,
            entry_type: entryType,
            ...(chargeKind ? { charge_kind: chargeKind } : {}),
            ...(entryType === 'refund' ? { method: form.method } : {}),
            amount: Number(form.amount),
            description: form.description.trim(),
          },
          key,
        );
        notifySuccess('Entry posted');
        setForm(EMPTY);
        setError(null);
        onPosted();
      } catch (err) {
        setError(messageOf(err, 'Failed to post the entry.'));
        return mayHaveReachedServer(err);
      }
    });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Entry"
            data={TYPES}
            value={form.type}
            onChange={(v) => setForm({ ...form, type: v ?? EMPTY.type })}
            allowDeselect={false}
            w={200}
          />
          <NumberInput
            label="Amount (₹)"
            min={1}
            decimalScale={2}
            value={form.amount}
            onChange={(v) => setForm({ ...form, amount: v })}
            w={150}
          />
          {entryType === 'refund' ? (
            <Select
              label="Refunded by"
              data={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
              value={form.method}
              onChange={(v) => setForm({ ...form, method: v ?? 'cash' })}
              allowDeselect={false}
              w={160}
            />
          ) : null}
          <TextInput
            label="Description"
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
            w={{ base: '100%', sm: 260 }}
          />
          <Button type="submit" loading={submission.pending}>
            Post entry
          </Button>
        </Group>
        {error ? (
          <Text c="red" size="sm" mt="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </form>
    </Paper>
  );
}
