import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TStudentSummary } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { confirmAction, confirmDelete } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { myInstitutesQuery } from '../../institutes/api/my-institutes.ts';
import {
  cardCodeQuery,
  cardQuery,
  cardStudentsQuery,
  useDeleteCardStudent,
  useRegenerateCard,
  useToggleIdCard,
} from '../api/id-cards.ts';
import { CardActions } from '../components/card-actions.tsx';
import { IdCard } from '../components/id-card.tsx';

/** Student Profile & ID Cards: the list on the left, the card preview on the right. */
export function IdCardsPage() {
  const t = useT();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery(cardStudentsQuery(q));
  const detail = useQuery(cardQuery(selected));
  const code = useQuery(cardCodeQuery(selected, detail.data?.idCardGenerated ?? false));
  const regenerate = useRegenerateCard();
  const institutes = useQuery(myInstitutesQuery);
  const institute = institutes.data?.[0]?.name ?? user?.name ?? t('idCards.manage.institute');
  const toggle = useToggleIdCard();
  const removal = useDeleteCardStudent();

  const remove = async (s: TStudentSummary) => {
    if (!(await confirmDelete(t('idCards.manage.deleteTitle'), t('idCards.manage.deleteMessage')))) return;
    removal.mutate(s.id, { onSuccess: () => selected === s.id && setSelected(null) });
  };

  const rows = list.data?.rows ?? [];
  const student = detail.data;

  return (
    <Stack gap="lg">
      <PageHeader title={t('idCards.manage.title')} description={t('idCards.manage.description')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {t('idCards.manage.students', { count: list.data?.total ?? 0 })}
              </Title>
              <TextInput
                aria-label={t('idCards.manage.search')}
                placeholder={t('idCards.manage.searchHint')}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                size="xs"
              />
            </Group>
            <ScrollArea h="70vh" type="auto">
              <Stack gap="xs">
                {list.isPending ? <Text c="dimmed">{t('idCards.manage.loading')}</Text> : null}
                {list.isSuccess && rows.length === 0 ? (
                  <Text c="dimmed">{t('idCards.manage.empty')}</Text>
                ) : null}
                {rows.map((s) => (
                  <Paper
                    key={s.id}
                    withBorder
                    p="sm"
                    radius="md"
                    bg={selected === s.id ? 'cyan.0' : undefined}
                    data-testid="id-card-row"
                  >
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <div>
                        <Text fw={600} size="sm">
                          {s.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {s.student_id || s.id} · {s.email} · {s.course}
                        </Text>
                      </div>
                      <Group gap={6}>
                        {s.idCardGenerated ? (
                          <Badge size="xs" color="green">
                            {t('idCards.manage.active')}
                          </Badge>
                        ) : null}
                        <Button size="compact-xs" variant="light" onClick={() => setSelected(s.id)}>
                          {t('idCards.manage.view')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant={s.idCardGenerated ? 'default' : 'filled'}
                          onClick={() => toggle.mutate(s)}
                        >
                          {s.idCardGenerated ? t('idCards.manage.revoke') : t('idCards.manage.generate')}
                        </Button>
                        <Button size="compact-xs" variant="light" color="red" onClick={() => remove(s)}>
                          {t('idCards.manage.delete')}
                        </Button>
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </ScrollArea>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="md" mih={240}>
            {selected === null ? (
              <Text c="dimmed">{t('idCards.manage.select')}</Text>
            ) : !student ? (
              <Text c="dimmed">{t('idCards.manage.loadingCard')}</Text>
            ) : !student.idCardGenerated ? (
              <Alert color="yellow" variant="light">
                {t('idCards.manage.notGenerated')}
              </Alert>
            ) : (
              <Stack gap="md" align="flex-start">
                <div className="print-area">
                  <IdCard student={student} institute={institute} code={code.data} />
                </div>
                <CardActions
                  record={{ ...student, aadhaar: student.aadhaar_masked }}
                  pdfPath={`/api/manage/students/${student.id}/id-card.pdf`}
                  filename={`id-card-${student.student_id}.pdf`}
                  canPrint
                  printLabel={t('idCards.manage.print')}
                />
                <Group gap="xs" align="center">
                  <Button
                    size="xs"
                    variant="default"
                    loading={regenerate.isPending}
                    onClick={async () => {
                      if (
                        await confirmAction({
                          title: t('idCards.manage.newTitle'),
                          message: t('idCards.manage.newMessage'),
                          confirmLabel: t('idCards.manage.newConfirm'),
                          danger: true,
                        })
                      )
                        regenerate.mutate(student.id);
                    }}
                  >
                    {t('idCards.manage.newButton')}
                  </Button>
                  <Text size="xs" c="dimmed">
                    {t('idCards.manage.newNote')}
                  </Text>
                </Group>
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
