import { Button, Group, NumberInput, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TSettings } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { notifySuccess } from '../common/feedback.tsx';
import { FormMessage, type FormMessageValue } from '../common/form-message.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';
import { ReminderTemplatesCard } from './reminder-templates.tsx';

/** Admin Settings: change password, then the library's seat and locker capacity. */
export function AdminSettingsPage() {
  return (
    <Stack gap="xl">
      <ChangePasswordPage />
      <CapacitySettings />
      <ReminderTemplatesCard />
    </Stack>
  );
}

function CapacitySettings() {
  const { user } = useSession();
  const client = useQueryClient();
  const current = useQuery({
    queryKey: ['settings'],
    queryFn: () => api.get<TSettings>('/api/auth/admin/setting'),
  });
  const [seats, setSeats] = useState<number | string>(0);
  const [lockers, setLockers] = useState<number | string>(0);
  const [upiId, setUpiId] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);

  useEffect(() => {
    if (current.data) {
      setSeats(current.data.totalSeats);
      setLockers(current.data.totalLockers);
      setUpiId(current.data.upiId);
    }
  }, [current.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      const res = await api.put<{ message?: string }>('/api/auth/admin/setting/update-settings', {
        adminId: user?.id,
        totalSeats: Number(seats),
        totalLockers: Number(lockers),
        upiId: upiId.trim(),
      });
      const text = res.message || 'Settings updated successfully';
      setMessage({ kind: 'success', text });
      notifySuccess(text);
      await client.invalidateQueries({ queryKey: ['settings'] });
    } catch (err) {
      setMessage({ kind: 'error', text: messageOf(err, 'Error updating settings') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="sm" maw={520}>
      <Title order={2} size="h3">
        Seats, lockers and UPI
      </Title>
      <Text size="sm" c="dimmed">
        How many seats and lockers your library has. It cannot go below what students hold now.
      </Text>
      <Paper withBorder p="lg" radius="md">
        {current.isPending ? (
          <Skeleton h={120} />
        ) : (
          <form onSubmit={submit}>
            <Stack gap="sm">
              <Group grow>
                <NumberInput
                  label="Total seats"
                  min={0}
                  max={5000}
                  value={seats}
                  onChange={setSeats}
                  allowDecimal={false}
                />
                <NumberInput
                  label="Total lockers"
                  min={0}
                  max={5000}
                  value={lockers}
                  onChange={setLockers}
                  allowDecimal={false}
                />
              </Group>
              <TextInput
                label="UPI ID"
                description="Students see a UPI QR code for this ID when they pay. Leave empty to turn it off."
                placeholder="library@okbank"
                value={upiId}
                onChange={(e) => setUpiId(e.currentTarget.value)}
              />
              <Button type="submit" loading={pending}>
                Save Settings
              </Button>
              <FormMessage message={message} />
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
