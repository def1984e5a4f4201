import { Stack } from '@mantine/core';
import { ChangePassword } from '../../auth/components/change-password.tsx';
import { ReminderTemplatesCard } from '../../reminders/components/reminder-templates.tsx';
import { CapacitySettings } from '../components/capacity-settings.tsx';
import { DoorRulesSettings } from '../components/door-rules-settings.tsx';

/** Admin Settings: change password, then the library's seat and locker capacity, the rules at the door, then reminder wording. */
export function AdminSettingsPage() {
  return (
    <Stack gap="xl">
      <ChangePassword />
      <CapacitySettings />
      <DoorRulesSettings />
      <ReminderTemplatesCard />
    </Stack>
  );
}
