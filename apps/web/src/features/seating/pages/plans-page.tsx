import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../common/page-header.tsx';
import { MembershipPlansTab } from '../components/membership-plans-tab.tsx';
import { LOCKER_PLANS, SEAT_PLANS } from '../components/plan-kinds.tsx';
import { PlansTab } from '../components/plans-tab.tsx';
import { RenewalsTab } from '../components/renewals-tab.tsx';

const TABS = [
  { value: 'seats', label: 'Seat Plans', content: <PlansTab kind={SEAT_PLANS} /> },
  { value: 'lockers', label: 'Locker Plans', content: <PlansTab kind={LOCKER_PLANS} /> },
  { value: 'memberships', label: 'Membership Plans', content: <MembershipPlansTab /> },
  { value: 'renewals', label: 'Renewals', content: <RenewalsTab /> },
];

/** Manage Seat & Locker Plans (and the membership plans students choose from); `?tab=` opens one. */
export function PlansPage() {
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Manage Seat & Locker Plans"
        description="Who holds which seat and locker, for which shift and dates."
      />
      <Tabs defaultValue={params.get('tab') ?? 'seats'} keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {t.content}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
