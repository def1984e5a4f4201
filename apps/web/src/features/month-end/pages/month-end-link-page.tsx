import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { LanguageSwitch } from '../../common/language-switch.tsx';
import { linkQuestionQuery, useAnswerByLink } from '../api/month-end.ts';
import { MonthEndQuestion } from '../components/month-end-question.tsx';

/** The page a month-end message's link opens: Yes or No for that student and month, without signing in. */
export function MonthEndLinkPage() {
  const t = useT();
  const { token = '' } = useParams();
  const q = useQuery(linkQuestionQuery(token));
  const answer = useAnswerByLink(token);
  return (
    <Container size={420} py="xl" px="md">
      <Stack gap="md">
        <LanguageSwitch />
        {q.isPending ? (
          <Skeleton h={220} radius="md" />
        ) : q.isError ? (
          <Alert color="orange" title={t('dashboard.monthEnd.linkTitle')}>
            {t('dashboard.monthEnd.linkRefused')}
          </Alert>
        ) : (
          <>
            <Stack gap={2}>
              <Title order={1} size="h3">
                {q.data.institute}
              </Title>
              <Text size="sm">{t('dashboard.monthEnd.hello', { name: q.data.name })}</Text>
            </Stack>
            <MonthEndQuestion
              question={q.data}
              onAnswer={(a) => answer.mutate(a)}
              pending={answer.isPending}
              failed={answer.isError}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
