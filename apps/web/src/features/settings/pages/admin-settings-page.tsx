import { Stack } from '@mantine/core';
import { ChangePassword } from '../../auth/components/change-password.tsx';
import { GstSettingsCard } from '../../finance/components/gst-settings.tsx';
import { GatewaySettingsCard } from '../../gateway/components/gateway-settings.tsx';
import { MonthEndSettings } from '../../month-end/components/month-end-settings.tsx';
import { DoorDevicesSettings } from '../../operations/components/door-devices-settings.tsx';
import { PublicPageSettings } from '../../public-pages/components/public-page-settings.tsx';
import { DunningSettingsCard } from '../../reminders/components/dunning-settings.tsx';
import { MessagingSettingsCard } from '../../reminders/components/messaging-settings.tsx';
import { ReminderTemplatesCard } from '../../reminders/components/reminder-templates.tsx';
import { CapacitySettings } from '../components/capacity-settings.tsx';
import { DoorRulesSettings } from '../components/door-rules-settings.tsx';
import { IdentitySettings } from '../components/identity-settings.tsx';
import { NoShowSettings } from '../components/no-show-settings.tsx';
import { PausePolicySettings } from '../components/pause-policy-settings.tsx';

/** Admin Settings: change password, the library's identity (name, logo, UPI ID ...), its seat and locker capacity, the rules at the door, no-shows, kiosks and posters, the month-end question, then reminder wording, the providers that send reminders by themselves and when they remind students who owe, online payments and GST. */
export function AdminSettingsPage() {
  return (
    <Stack gap="xl">
      <ChangePassword />
      <IdentitySettings />
      <PublicPageSettings />
      <CapacitySettings />
      <DoorRulesSettings />
      <DoorDevicesSettings />
      <NoShowSettings />
      <PausePolicySettings />
      <MonthEndSettings />
      <ReminderTemplatesCard />
      <MessagingSettingsCard />
      <DunningSettingsCard />
      <GatewaySettingsCard />
      <GstSettingsCard />
    </Stack>
  );
}
