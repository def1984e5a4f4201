import { Alert, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TInstitute } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { myInstitutesQuery } from '../../institutes/api/my-institutes.ts';

/** The institutes of the signed-in person's library, as cards. */
export function InstituteCards({ emptyText }: { emptyText: string }) {
  const t = useT();
  const { data, isPending, isError } = useQuery(myInstitutesQuery);
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </SimpleGrid>
    );
  }
  if (isError) return <Alert color="red">{t('institutes.failed')}</Alert>;
  if (data.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">{emptyText}</Text>
      </Paper>
    );
  }
  return <InstituteGrid institutes={data} />;
}

/**
 * The student's 'Your institute': a heading over the cards once there are some, and nothing at
 * all while they load, when there are none or when they fail (nothing the student can act on).
 */
export function YourInstitutes({ title }: { title: string }) {
  const { data } = useQuery(myInstitutesQuery);
  if (!data?.length) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <InstituteGrid institutes={data} />
    </Stack>
  );
}

function InstituteGrid({ institutes }: { institutes: TInstitute[] }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {institutes.map((institute) => (
        <Paper key={institute.id} withBorder p="lg" radius="md">
          <Group gap="sm" wrap="nowrap" align="center">
            {institute.logo ? (
              <Image src={`/api/${institute.logo}`} alt="" w={40} h={40} fit="contain" radius="sm" />
            ) : null}
            <Text fw={700}>{institute.name}</Text>
          </Group>
          {institute.address ? <Text size="sm">{institute.address}</Text> : null}
          {institute.contact ? (
            <Text size="sm" c="dimmed">
              {institute.contact}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt="xs">
            {t('institutes.runBy', { name: institute.adminName })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
