import { Button, Group, NumberInput, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TMembershipPlan } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { confirmAction, notifyError, notifySuccess } from '../common/feedback.tsx';
import { formatRupees } from '../common/format.ts';
import { TableState } from '../common/table-state.tsx';

/** The plans students see on their plans page. */
export function MembershipPlansTab() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['membership-plans'],
    queryFn: () => api.get<TMembershipPlan[]>('/api/auth/plane'),
  });
  const [form, setForm] = useState({
    name: '',
    duration_days: 30 as number | string,
    price: 299 as number | string,
  });
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['membership-plans'] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await api.post('/api/auth/plane', {
        name: form.name.trim(),
        duration_days: Number(form.duration_days),
        price: Number(form.price),
      });
      notifySuccess('Plan added');
      setForm({ name: '', duration_days: 30, price: 299 });
      setError(null);
      await refresh();
    } catch (err) {
      setError(messageOf(err, 'Failed to save the plan.'));
    }
  };
  const remove = async (plan: TMembershipPlan) => {
    if (
      !(await confirmAction({
        title: 'Delete plan',
        message: `Delete ${plan.name}?`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`/api/auth/plane/${plan.id}`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to delete the plan.'));
    }
  };
  const rows = list.data ?? [];

  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Plan name"
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
              w={{ base: '100%', sm: 240 }}
            />
            <NumberInput
              label="Duration (days)"
              min={1}
              allowDecimal={false}
              value={form.duration_days}
              onChange={(v) => setForm({ ...form, duration_days: v })}
              w={150}
            />
            <NumberInput
              label="Price (₹)"
              min={1}
              decimalScale={2}
              value={form.price}
              onChange={(v) => setForm({ ...form, price: v })}
              w={150}
            />
            <Button type="submit">Add Plan</Button>
          </Group>
          {error ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </form>
      </Paper>
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" miw={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Duration (days)</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th w={100}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={4}
                loading={list.isPending}
                error={list.isError ? 'Failed to fetch plans.' : null}
                empty={rows.length === 0}
                emptyText="No membership plans yet."
              />
              {rows.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>{p.duration_days}</Table.Td>
                  <Table.Td>{formatRupees(p.price)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" color="red" onClick={() => remove(p)}>
                      Delete
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
    </Stack>
  );
}
