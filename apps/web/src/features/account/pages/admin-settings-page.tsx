import { Stack } from '@mantine/core';
import { CapacitySettings } from '../components/capacity-settings.tsx';
import { ReminderTemplatesCard } from '../components/reminder-templates.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';

/** Admin Settings: change password, then the library's seat and locker capacity, then reminder wording. */
export function AdminSettingsPage() {
  return (
    <Stack gap="xl">
      <ChangePasswordPage />
      <CapacitySettings />
      <ReminderTemplatesCard />
    </Stack>
  );
}
