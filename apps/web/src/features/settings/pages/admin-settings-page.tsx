import { Stack } from '@mantine/core';
import { ChangePassword } from '../../auth/components/change-password.tsx';
import { ReminderTemplatesCard } from '../../reminders/components/reminder-templates.tsx';
import { CapacitySettings } from '../components/capacity-settings.tsx';
import { IdentitySettings } from '../components/identity-settings.tsx';

/** Admin Settings: the library's identity, change password, then the library's seat and locker capacity, then reminder wording. */
export function AdminSettingsPage() {
  return (
    <Stack gap="xl">
      <IdentitySettings />
      <ChangePassword />
      <CapacitySettings />
      <ReminderTemplatesCard />
    </Stack>
  );
}
