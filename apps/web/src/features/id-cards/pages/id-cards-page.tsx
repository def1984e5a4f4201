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
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery(cardStudentsQuery(q));
  const detail = useQuery(cardQuery(selected));
  const code = useQuery(cardCodeQuery(selected, detail.data?.idCardGenerated ?? false));
  const regenerate = useRegenerateCard();
  const institutes = useQuery(myInstitutesQuery);
  const institute = institutes.data?.[0]?.name ?? user?.name ?? 'Institute';
  const toggle = useToggleIdCard();
  const removal = useDeleteCardStudent();

  const remove = async (s: TStudentSummary) => {
    if (!(await confirmDelete('Delete student', 'Delete this student?'))) return;
    removal.mutate(s.id, { onSuccess: () => selected === s.id && setSelected(null) });
  };

  const rows = list.data?.rows ?? [];
  const student = detail.data;

  return (
    <Stack gap="lg">
      <PageHeader title="Student ID Cards" description="Generate, preview, print and revoke ID cards." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                Students ({list.data?.total ?? 0})
              </Title>
              <TextInput
                aria-label="Search students"
                placeholder="Search by name"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                size="xs"
              />
            </Group>
            <ScrollArea h="70vh" type="auto">
              <Stack gap="xs">
                {list.isPending ? <Text c="dimmed">Loading students…</Text> : null}
                {list.isSuccess && rows.length === 0 ? <Text c="dimmed">No students found</Text> : null}
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
                            ID active
                          </Badge>
                        ) : null}
                        <Button size="compact-xs" variant="light" onClick={() => setSelected(s.id)}>
                          View
                        </Button>
                        <Button
                          size="compact-xs"
                          variant={s.idCardGenerated ? 'default' : 'filled'}
                          onClick={() => toggle.mutate(s)}
                        >
                          {s.idCardGenerated ? 'Revoke ID' : 'Generate ID'}
                        </Button>
                        <Button size="compact-xs" variant="light" color="red" onClick={() => remove(s)}>
                          Delete
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
              <Text c="dimmed">Select a student to preview their ID card.</Text>
            ) : !student ? (
              <Text c="dimmed">Loading…</Text>
            ) : !student.idCardGenerated ? (
              <Alert color="yellow" variant="light">
                ID card not generated yet. Use the “Generate ID” button in the student list.
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
                  printLabel="Print / Download"
                />
                <Group gap="xs" align="center">
                  <Button
                    size="xs"
                    variant="default"
                    loading={regenerate.isPending}
                    onClick={async () => {
                      if (
                        await confirmAction({
                          title: 'Issue a new card',
                          message: 'The card printed before stops working at the door. Continue?',
                          confirmLabel: 'Issue new card',
                          danger: true,
                        })
                      )
                        regenerate.mutate(student.id);
                    }}
                  >
                    Issue new card (lost card)
                  </Button>
                  <Text size="xs" c="dimmed">
                    Revoke or issue a new card and the old QR refuses at the door.
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
