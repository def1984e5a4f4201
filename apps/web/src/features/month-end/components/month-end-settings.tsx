import { NumberInput, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { type TMonthEndSettings, ZMonthEndSettings } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { type FormMessageValue, SubmitWithMessage } from '../../common/form-message.tsx';
import { monthEndSettingsQuery, useSaveMonthEndSettings } from '../api/month-end.ts';

/** Settings: the day each month students are asked 'Continuing next month?' (1-28), or not at all. */
export function MonthEndSettings() {
  const t = useT();
  const current = useQuery(monthEndSettingsQuery);
  const save = useSaveMonthEndSettings();
  const [value, setValue] = useState<TMonthEndSettings | null>(null);
  const [dayError, setDayError] = useState<string | null>(null);
  useEffect(() => {
    if (current.data) setValue(current.data);
  }, [current.data]);
  const message: FormMessageValue | null = save.isSuccess
    ? { kind: 'success', text: t('account.monthEnd.saved') }
    : save.isError
      ? { kind: 'error', text: messageOf(save.error, t('account.monthEnd.saveFailed')) }
      : null;
  return (
    <Stack gap="sm" maw={720}>
      <Title order={2} size="h3">
        {t('account.monthEnd.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account.monthEnd.intro')}
      </Text>
      <Paper withBorder p="lg" radius="md">
        {current.isError ? (
          <Text c="red" role="alert">
            {t('account.monthEnd.loadFailed')}
          </Text>
        ) : !value ? (
          <Skeleton h={96} />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const checked = ZMonthEndSettings.safeParse(value);
              setDayError(checked.success ? null : t('account.monthEnd.dayRange'));
              if (checked.success) save.mutate(value);
            }}
          >
            <Stack gap="md">
              <Switch
                label={t('account.monthEnd.on')}
                checked={value.on}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setValue((v) => (v ? { ...v, on } : v));
                }}
              />
              <NumberInput
                label={t('account.monthEnd.day')}
                description={t('account.monthEnd.dayHint')}
                min={1}
                max={28}
                allowDecimal={false}
                disabled={!value.on}
                value={value.day}
                onChange={(v) => setValue((s) => (s ? { ...s, day: Number(v) } : s))}
                error={dayError}
                w={{ base: '100%', sm: 260 }}
              />
              <SubmitWithMessage
                label={t('account.monthEnd.save')}
                pending={save.isPending}
                message={message}
              />
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
