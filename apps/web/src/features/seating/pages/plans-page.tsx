import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../common/page-header.tsx';
import { MembershipPlansTab } from '../components/membership-plans-tab.tsx';
import { LOCKER_PLANS, SEAT_PLANS } from '../components/plan-kinds.tsx';
import { PlansTab } from '../components/plans-tab.tsx';
import { RenewalsTab } from '../components/renewals-tab.tsx';

/** Manage Seat & Locker Plans (and the membership plans students choose from). */
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
          <Tabs.Tab value="seats">Seat Plans</Tabs.Tab>
          <Tabs.Tab value="lockers">Locker Plans</Tabs.Tab>
          <Tabs.Tab value="memberships">Membership Plans</Tabs.Tab>
          <Tabs.Tab value="renewals">Renewals</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="seats" pt="md">
          <PlansTab kind={SEAT_PLANS} />
        </Tabs.Panel>
        <Tabs.Panel value="lockers" pt="md">
          <PlansTab kind={LOCKER_PLANS} />
        </Tabs.Panel>
        <Tabs.Panel value="memberships" pt="md">
          <MembershipPlansTab />
        </Tabs.Panel>
        <Tabs.Panel value="renewals" pt="md">
          <RenewalsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
