import { Anchor, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../common/language-switch.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import classes from './login-card.module.css';

/** The centred card every sign-in page uses: brand, language, role title, form, footer links. */
export function LoginCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Center className={classes.page} component="main">
      <Box w="100%" maw={420}>
        <Group justify="space-between" align="center" mb="md" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" className={classes.brand}>
            StudyDesk
          </Anchor>
          <LanguageSwitch />
        </Group>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
          <Stack gap="md">
            <PageHeader title={title} description={subtitle} />
            {children}
          </Stack>
        </Paper>
        {footer ? (
          <Text ta="center" size="sm" c="dimmed" mt="md">
            {footer}
          </Text>
        ) : null}
      </Box>
    </Center>
  );
}
