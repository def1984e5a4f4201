import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { download } from '../../../lib/upload.ts';
import { notifyError } from '../../common/feedback.tsx';
import { gstr1Url, gstSettingsQuery } from '../api/gst.ts';

/** The month before `today` (YYYY-MM): the one GSTR-1 is filed for by the 11th. */
function lastMonth(today: string) {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The owner's GST returns: a month's GSTR-1 workbook (B2B, B2CL, B2CS, credit notes), docs/gst.md. */
export function GstReturnsTab() {
  const t = useT();
  const settings = useQuery(gstSettingsQuery);
  const [month, setMonth] = useState(() => lastMonth(new Date().toISOString().slice(0, 10)));
  const [pending, setPending] = useState(false);
  if (settings.isPending) return <Skeleton h={120} />;
  const gstin = settings.data?.gstin ?? '';
  const get = () => {
    setPending(true);
    download(gstr1Url(month), `GSTR-1-${month}.xlsx`)
      .catch((e: unknown) => notifyError(messageOf(e, t('finance.gst.downloadFailed'))))
      .finally(() => setPending(false));
  };
  return (
    <Stack gap="sm" maw={560}>
      <Text size="sm" c="dimmed">
        {gstin ? t('finance.gst.intro', { gstin }) : t('finance.gst.notRegistered')}
      </Text>
      {gstin ? null : (
        <Anchor component={Link} to="/admin/change-password" size="sm">
          {t('finance.gst.toSettings')}
        </Anchor>
      )}
      <Paper withBorder p="md" radius="md">
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput
            type="month"
            label={t('finance.gst.month')}
            value={month}
            max="2100-12"
            onChange={(e) => setMonth(e.currentTarget.value)}
            w={200}
          />
          <Button onClick={get} loading={pending} disabled={!/^\d{4}-\d{2}$/.test(month)}>
            {t('finance.gst.downloadReturn')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
