import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PageHeader } from './page-header.tsx';

/** Placeholder for a screen a later release builds; shown inside the role's layout. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" py="xl">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <span style={{ fontSize: 22 }}>⏳</span>
          </ThemeIcon>
          <Title order={2} size="h3">
            Coming soon
          </Title>
          <Text c="dimmed" ta="center" maw={420}>
            This part of StudyDesk is being built. Everything else in the menu keeps working.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
