import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { TInvitesResponse } from '@studydesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';

/**
 * The invitations just prepared: one WhatsApp and one SMS link per student, tapped one by one
 * (each opens the phone's app with the message ready), and the students left out with why.
 */
export function InviteLinks({ result, onClose }: { result: TInvitesResponse | null; onClose(): void }) {
  const t = useT();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const mark = (id: number) => setOpened((s) => new Set(s).add(id));
  const links = result?.links ?? [];
  const next = links.find((l) => !opened.has(l.student_id));
  const openNext = () => {
    if (!next) return;
    window.open(next.whatsapp, '_blank', 'noopener');
    mark(next.student_id);
  };
  return (
    <Modal
      opened={result !== null}
      onClose={() => {
        setOpened(new Set());
        onClose();
      }}
      title={t('students.invite.title')}
      size="lg"
    >
      {result ? (
        <Stack gap="sm">
          <Text size="sm">{t('students.invite.intro', { date: formatDate(result.expires_at) })}</Text>
          {links.length === 0 ? <Alert color="yellow">{t('students.invite.none')}</Alert> : null}
          {next ? (
            <Button onClick={openNext}>
              {t('students.invite.openNext', { count: links.length - opened.size })}
            </Button>
          ) : null}
          <Stack gap={6} data-testid="invite-links">
            {links.map((l) => (
              <Paper key={l.student_id} withBorder p="xs" radius="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Text size="sm" fw={600}>
                      {l.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {l.phone}
                    </Text>
                  </div>
                  <Group gap={6}>
                    {opened.has(l.student_id) ? (
                      <Badge size="sm" color="green" variant="light">
                        {t('students.invite.sent')}
                      </Badge>
                    ) : null}
                    <Button
                      component="a"
                      href={l.whatsapp}
                      target="_blank"
                      rel="noopener"
                      size="compact-sm"
                      color="green"
                      onClick={() => mark(l.student_id)}
                    >
                      {t('students.invite.whatsapp')}
                    </Button>
                    <Anchor href={l.sms} size="sm" onClick={() => mark(l.student_id)}>
                      {t('students.invite.sms')}
                    </Anchor>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
          {result.skipped.length > 0 ? (
            <Alert color="orange" title={t('students.invite.skipped', { count: result.skipped.length })}>
              <Stack gap={2}>
                {result.skipped.map((s) => (
                  <Text key={s.student_id} size="sm">
                    {s.name}: {s.reason}
                  </Text>
                ))}
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
