import { Button, Group, Paper, ScrollArea, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { formatDay, type TReminderLang, type TRenewalEntry } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../common/feedback.tsx';
import { formatRupees } from '../common/format.ts';
import { TableState } from '../common/table-state.tsx';
import { BulkReminders } from '../reminders/bulk-reminders.tsx';
import { RemindButtons, ReminderLanguage } from '../reminders/remind-buttons.tsx';
import { useLastReminders } from '../reminders/use-reminders.ts';

const LISTS = [
  { value: 'expiring', label: 'Expiring this week' },
  { value: 'lapsed', label: 'Lapsed in the last 30 days' },
] as const;

/** Plans to renew: ending within 7 days, or lapsed in the last 30, not yet renewed. */
export function RenewalsTab() {
  const client = useQueryClient();
  const [list, setList] = useState<'expiring' | 'lapsed'>('expiring');
  const [busy, setBusy] = useState<string | null>(null);
  const rows = useQuery({
    queryKey: ['renewals', list],
    queryFn: () => api.get<TRenewalEntry[]>(`/api/plans/renewals?list=${list}`),
  });
  const renew = async (entry: TRenewalEntry) => {
    const key = `${entry.kind}-${entry.plan_id}`;
    setBusy(key);
    try {
      const path = entry.kind === 'seat' ? '/api/auth/seat' : '/api/auth/locker-plan';
      await api.post(`${path}/${entry.plan_id}/renew`);
      notifySuccess(`Renewed for ${entry.student_name}`);
      await Promise.all(
        ['renewals', '/api/auth/seat', '/api/auth/locker-plan', 'occupancy'].map((k) =>
          client.invalidateQueries({ queryKey: [k] }),
        ),
      );
    } catch (err) {
      notifyError(messageOf(err, 'Failed to renew the plan.'));
    } finally {
      setBusy(null);
    }
  };
  const data = rows.data ?? [];
  const [lang, setLang] = useState<TReminderLang>('en');
  const last = useLastReminders(data.map((e) => e.student_id));
  return (
    <Stack gap="md">
      <SegmentedControl
        value={list}
        onChange={(v) => setList(v as typeof list)}
        data={LISTS.map((l) => ({ value: l.value, label: l.label }))}
        w="fit-content"
      />
      <Group gap="sm" wrap="wrap">
        <ReminderLanguage value={lang} onChange={setLang} />
        <BulkReminders
          kind="expiry"
          lang={lang}
          targets={data.map((e) => ({
            studentId: e.student_id,
            name: e.student_name,
            detail: `${e.kind === 'seat' ? 'Seat' : 'Locker'} ${e.place} · ends ${formatDay(e.ends_on)}`,
          }))}
        />
      </Group>
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" miw={860} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Student</Table.Th>
                <Table.Th>Seat / locker</Table.Th>
                <Table.Th>Ends on</Table.Th>
                <Table.Th>{list === 'expiring' ? 'Days left' : 'Price'}</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Remind</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={6}
                loading={rows.isPending}
                error={rows.isError ? 'Failed to load renewals.' : null}
                empty={data.length === 0}
                emptyText={
                  list === 'expiring' ? 'No plan ends this week.' : 'No plan lapsed in the last 30 days.'
                }
              />
              {data.map((e) => (
                <Table.Tr key={`${e.kind}-${e.plan_id}`}>
                  <Table.Td>{e.student_name}</Table.Td>
                  <Table.Td>
                    {e.kind === 'seat' ? `Seat ${e.place}` : `Locker ${e.place}`}
                    {e.shift ? (
                      <Text size="xs" c="dimmed">
                        {e.shift}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatDay(e.ends_on)}</Table.Td>
                  <Table.Td>{list === 'expiring' ? e.days_left : formatRupees(e.price)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="teal"
                      loading={busy === `${e.kind}-${e.plan_id}`}
                      onClick={() => renew(e)}
                    >
                      Renew ({formatRupees(e.price)})
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    <RemindButtons
                      studentId={e.student_id}
                      name={e.student_name}
                      kind="expiry"
                      lang={lang}
                      last={last.get(e.student_id)}
                    />
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
