import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TDoorAnswer } from '@studydesk/contract';
import { doorAnswerText } from '../door-words.ts';

/**
 * The door's answer, large enough to read from a step away: green when the student is in (or out),
 * red when they are not, in the student's own language.
 */
export function DoorAnswer({ answer }: { answer: TDoorAnswer }) {
  const text = doorAnswerText(answer);
  const color = text.passed ? 'green' : 'red';
  return (
    <Paper
      p="xl"
      radius="lg"
      bg={`var(--mantine-color-${color}-filled)`}
      c="white"
      role="status"
      aria-live="assertive"
      lang={text.language}
      data-testid="door-answer"
      data-verdict={text.passed ? 'passed' : 'refused'}
    >
      <Stack gap="xs" align="center" ta="center">
        <Title order={2} fz={{ base: 28, sm: 44 }} lh={1.2}>
          {text.headline}
        </Title>
        {text.place ? <Text fz={{ base: 20, sm: 28 }}>{text.place}</Text> : null}
        {text.reasons.map((reason) => (
          <Text key={reason} fz={{ base: 18, sm: 24 }}>
            {reason}
          </Text>
        ))}
        {text.refusedHelp ? <Text fz={{ base: 18, sm: 24 }}>{text.refusedHelp}</Text> : null}
      </Stack>
    </Paper>
  );
}
