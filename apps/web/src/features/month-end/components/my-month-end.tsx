import { useQuery } from '@tanstack/react-query';
import { myMonthEndQuery, useAnswerMine } from '../api/month-end.ts';
import { MonthEndQuestion } from './month-end-question.tsx';

/** The student's home: the month-end question once asked, until their plan ends (nothing otherwise). */
export function MyMonthEnd() {
  const q = useQuery(myMonthEndQuery);
  const answer = useAnswerMine();
  // Loading or failed: the rest of the home stands without it.
  if (!q.data?.question) return null;
  return (
    <MonthEndQuestion
      question={q.data.question}
      onAnswer={(a) => answer.mutate(a)}
      pending={answer.isPending}
      failed={answer.isError}
    />
  );
}
