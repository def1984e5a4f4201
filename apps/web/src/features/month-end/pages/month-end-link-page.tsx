import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TMonthEndAnswerValue, TMonthEndQuestion } from '@studydesk/contract';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { LanguageSwitch } from '../../common/language-switch.tsx';
import { answerByLink, readLinkQuestion } from '../api/month-end.ts';
import { MonthEndQuestion } from '../components/month-end-question.tsx';

/**
 * The page a month-end message's link opens: Yes or No for that student and month, without
 * signing in (outside the portal, so plain requests rather than the query cache).
 */
export function MonthEndLinkPage() {
  const t = useT();
  const { token = '' } = useParams();
  const [question, setQuestion] = useState<TMonthEndQuestion | null>(null);
  const [refused, setRefused] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    readLinkQuestion(token).then(
      (found) => live && setQuestion(found),
      () => live && setRefused(true),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const answer = async (value: TMonthEndAnswerValue) => {
    setPending(true);
    setFailed(false);
    try {
      setQuestion(await answerByLink(token, value));
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <Container size={420} py="xl" px="md">
      <Stack gap="md">
        <LanguageSwitch />
        {refused ? (
          <Alert color="orange" title={t('dashboard.monthEnd.linkTitle')}>
            {t('dashboard.monthEnd.linkRefused')}
          </Alert>
        ) : !question ? (
          <Skeleton h={220} radius="md" />
        ) : (
          <>
            <Stack gap={2}>
              <Title order={1} size="h3">
                {question.institute}
              </Title>
              <Text size="sm">{t('dashboard.monthEnd.hello', { name: question.name })}</Text>
            </Stack>
            <MonthEndQuestion question={question} onAnswer={answer} pending={pending} failed={failed} />
          </>
        )}
      </Stack>
    </Container>
  );
}
