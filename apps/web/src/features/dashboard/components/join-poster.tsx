import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useT } from '../../../i18n/use-t.ts';
import classes from './join-poster.module.css';

/** The join code with a printable QR poster linking to the student registration page. */
export function JoinPoster({ library, code }: { library: string; code: string }) {
  const t = useT();
  const link = `${window.location.origin}/student?join=${encodeURIComponent(code)}`;
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Stack gap={6} maw={460}>
          <Text fw={700}>{t('dashboard.join.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.join.intro')}
          </Text>
          <Code fz="lg" fw={700} data-testid="join-code" w="fit-content">
            {code}
          </Code>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {link}
          </Text>
          <Group mt="xs">
            <Button size="xs" variant="light" onClick={() => window.print()}>
              {t('dashboard.join.print')}
            </Button>
          </Group>
        </Stack>
        <QRCodeSVG value={link} size={120} aria-label={t('dashboard.join.qrLabel')} />
      </Group>
      <div className={`print-area ${classes.poster}`} aria-hidden>
        <Title order={1}>{library}</Title>
        <Text fz={28} mt="md">
          {t('dashboard.join.register')}
        </Text>
        <QRCodeSVG value={link} size={360} className={classes.qr} />
        <Text fz={22}>{t('dashboard.join.scan', { address: `${window.location.host}/student` })}</Text>
        <Text fz={40} fw={800} mt="sm">
          {t('dashboard.join.code', { code })}
        </Text>
      </div>
    </Paper>
  );
}
