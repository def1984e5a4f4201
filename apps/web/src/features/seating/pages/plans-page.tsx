import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { MembershipPlansTab } from '../components/membership-plans-tab.tsx';
import { LOCKER_PLANS, SEAT_PLANS } from '../components/plan-kinds.tsx';
import { PlansTab } from '../components/plans-tab.tsx';
import { RenewalsTab } from '../components/renewals-tab.tsx';

const TABS = [
  { value: 'seats', label: 'seating.manage.seatPlans', content: <PlansTab kind={SEAT_PLANS} /> },
  { value: 'lockers', label: 'seating.manage.lockerPlans', content: <PlansTab kind={LOCKER_PLANS} /> },
  { value: 'memberships', label: 'seating.manage.membershipPlans', content: <MembershipPlansTab /> },
  { value: 'renewals', label: 'seating.manage.renewals', content: <RenewalsTab /> },
] as const;

/** Manage Seat & Locker Plans (and the membership plans students choose from); `?tab=` opens one. */
export function PlansPage() {
  const translate = useT();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <PageHeader
        title={translate('seating.manage.title')}
        description={translate('seating.manage.description')}
      />
      <Tabs defaultValue={params.get('tab') ?? 'seats'} keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {translate(t.label)}
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
