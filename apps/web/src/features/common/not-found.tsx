import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">There is nothing at this address.</Text>
        <Anchor component={Link} to="/">
          Go to the start page
        </Anchor>
      </Stack>
    </Center>
  );
}
