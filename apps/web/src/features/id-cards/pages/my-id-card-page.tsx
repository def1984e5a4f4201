import { Alert, Avatar, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { initials, photoUrl } from '../../common/initials.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { myInstitutesQuery } from '../../institutes/api/my-institutes.ts';
import { myCardCodeQuery, myCardQuery } from '../api/id-cards.ts';
import { CardActions } from '../components/card-actions.tsx';
import { IdCard } from '../components/id-card.tsx';

/** The student's own ID card: details always; QR code and Print only once the admin generated it. */
export function MyIdCardPage() {
  const t = useT();
  const me = useQuery(myCardQuery);
  const institutes = useQuery(myInstitutesQuery);
  const code = useQuery(myCardCodeQuery(me.data?.idCardGenerated ?? false));
  if (me.isPending) return <Skeleton h={260} radius="md" />;
  if (me.isError) {
    return (
      <Alert color="red" role="alert">
        {t('idCards.notFound')}
      </Alert>
    );
  }
  const s = me.data;
  const institute = institutes.data?.[0]?.name ?? s.admin_name;
  return (
    <Stack gap="lg">
      <PageHeader title={t('idCards.title')} />
      <Paper withBorder p="lg" radius="md" maw={560}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={photoUrl(s.image)} size={64} radius="xl" color="cyan">
            {initials(s.name)}
          </Avatar>
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {s.name}
            </Text>
            <Text size="sm">{s.course}</Text>
            <Text size="sm">{t('idCards.id', { id: s.student_id })}</Text>
            <Text size="sm">{s.email}</Text>
            <Text size="sm">{s.phone}</Text>
            <Text size="sm" c="dimmed">
              {t('idCards.issued', { date: formatDate(s.created_at) })}
            </Text>
            {s.idCardGenerated ? (
              <Badge color="green" variant="light" mt={4}>
                {t('idCards.active')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" mt={4}>
                {t('idCards.notGenerated')}
              </Badge>
            )}
          </Stack>
        </Group>
      </Paper>
      {s.idCardGenerated ? (
        <div className="print-area">
          <IdCard student={s} institute={institute} code={code.data} />
        </div>
      ) : null}
      <CardActions
        pdfPath="/api/auth/student/me/id-card.pdf"
        filename={`id-card-${s.student_id}.pdf`}
        canPrint={s.idCardGenerated}
      />
    </Stack>
  );
}
