import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TStatementConfirmResult, TStatementReview, TStatementRow } from '@studydesk/contract';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate, formatRupees } from '../../common/format.ts';
import { StudentSelect } from '../../students/components/student-select.tsx';
import {
  lineOf,
  useAssignStatementLine,
  useConfirmStatementLines,
  useReviewStatement,
} from '../api/statements.ts';

const BANKS = { sbi: 'SBI', hdfc: 'HDFC', icici: 'ICICI' } as const;

/** A group of statement lines: a heading with its count, a table, or a line saying there are none. */
function LineGroup({
  title,
  testId,
  rows,
  empty,
  extra,
}: {
  title: string;
  testId: string;
  rows: TStatementRow[];
  empty: string;
  extra: { header: string; cell: (r: TStatementRow) => ReactNode };
}) {
  const t = useT();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h5">
        {title} <Badge variant="light">{rows.length}</Badge>
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea type="auto">
            <Table miw={560} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('finance.column.date')}</Table.Th>
                  <Table.Th>{t('finance.column.amount')}</Table.Th>
                  <Table.Th>{t('finance.statement.narration')}</Table.Th>
                  <Table.Th>{extra.header}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.line}>
                    <Table.Td>{formatDate(r.date)}</Table.Td>
                    <Table.Td>{formatRupees(r.amount)}</Table.Td>
                    <Table.Td maw={320}>
                      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {r.narration}
                      </Text>
                    </Table.Td>
                    <Table.Td>{extra.cell(r)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
    </Stack>
  );
}

/** An ambiguous line: the desk picks which waiting payment it is, and confirms that one. */
function PickPayment({ row, onDone }: { row: TStatementRow; onDone: (r: TStatementConfirmResult) => void }) {
  const t = useT();
  const confirm = useConfirmStatementLines();
  const [pick, setPick] = useState<string | null>(null);
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={t('finance.statement.pickPayment')}
        placeholder={t('finance.statement.pickPayment')}
        size="xs"
        w={220}
        value={pick}
        onChange={setPick}
        data={row.candidates.map((c) => ({
          value: String(c.payment_id),
          label: `${c.student_name} · ${formatRupees(c.amount)} · ${formatDate(c.sent_on)}`,
        }))}
      />
      <Button
        size="compact-xs"
        disabled={!pick}
        loading={confirm.isPending}
        onClick={() => confirm.mutate([{ ...lineOf(row), payment_id: Number(pick) }], { onSuccess: onDone })}
      >
        {t('finance.statement.confirmOne')}
      </Button>
    </Group>
  );
}

/** An unmatched credit: given to a student by hand (a UPI receipt with its UTR). */
function AssignToStudent({ row, onDone }: { row: TStatementRow; onDone: () => void }) {
  const t = useT();
  const assign = useAssignStatementLine();
  const [student, setStudent] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="end">
        <StudentSelect
          label={null}
          aria-label={t('finance.statement.assignTo')}
          placeholder={t('finance.statement.searchStudent')}
          size="xs"
          w={200}
          value={student}
          onChange={setStudent}
        />
        <Button
          size="compact-xs"
          variant="light"
          disabled={!student}
          loading={assign.isPending}
          onClick={() => assign.mutate({ row, studentId: Number(student) }, { onSuccess: onDone })}
        >
          {t('finance.statement.assign')}
        </Button>
      </Group>
      {assign.isError ? (
        <Text size="xs" c="red">
          {messageOf(assign.error, t('finance.statement.assignFailed'))}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Bank statement: the owner or the desk uploads an SBI, HDFC or ICICI statement; its credits are
 * matched to the waiting UPI payments, and one action confirms every matched one (each once).
 */
export function BankStatementTab() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const review = useReviewStatement();
  const confirm = useConfirmStatementLines();
  const [done, setDone] = useState<TStatementConfirmResult | null>(null);
  const data: TStatementReview | undefined = review.data;
  const rows = (status: TStatementRow['status']) => data?.rows.filter((r) => r.status === status) ?? [];
  const matched = rows('matched');
  // After a change the same file is read again: what was confirmed shows as such.
  const readAgain = () => {
    if (file) review.mutate(file);
  };
  const confirmed = (result: TStatementConfirmResult) => {
    setDone(result);
    readAgain();
  };
  const confirmAll = () =>
    confirm.mutate(
      matched.map((r) => ({ ...lineOf(r), payment_id: r.payment_id ?? 0 })),
      { onSuccess: confirmed },
    );
  const candidateName = (r: TStatementRow) => r.candidates[0]?.student_name ?? '';

  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text size="sm">{t('finance.statement.intro')}</Text>
          <Group align="end">
            <FileInput
              label={t('finance.statement.file')}
              placeholder={t('finance.statement.choose')}
              accept=".csv,.xlsx"
              clearable
              value={file}
              onChange={(f) => {
                setFile(f);
                setDone(null);
                review.reset();
              }}
              w={{ base: '100%', sm: 320 }}
            />
            <Button disabled={!file} loading={review.isPending} onClick={readAgain}>
              {t('finance.statement.read')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {review.isError ? (
        <Alert color="red" role="alert">
          {messageOf(review.error, t('finance.statement.readFailed'))}
        </Alert>
      ) : null}
      {done ? (
        <Alert color="green" role="status" data-testid="statement-confirmed">
          {t('finance.statement.confirmedCount', { count: done.confirmed })}
        </Alert>
      ) : null}
      {confirm.isError ? (
        <Alert color="red" role="alert">
          {messageOf(confirm.error, t('finance.statement.confirmFailed'))}
        </Alert>
      ) : null}
      {!data && !review.isPending ? (
        <Text c="dimmed" size="sm">
          {t('finance.statement.empty')}
        </Text>
      ) : null}
      {review.isPending && !data ? <Text size="sm">{t('finance.statement.reading')}</Text> : null}
      {data ? (
        <Stack gap="lg">
          <Group justify="space-between">
            <Text fw={600}>
              {data.file_name} · {BANKS[data.bank]}
            </Text>
            <Button
              disabled={matched.length === 0}
              loading={confirm.isPending}
              onClick={confirmAll}
              data-testid="confirm-matched"
            >
              {t('finance.statement.confirmAll', { count: matched.length })}
            </Button>
          </Group>
          <LineGroup
            title={t('finance.statement.matched')}
            testId="group-matched"
            rows={matched}
            empty={t('finance.statement.none')}
            extra={{
              header: t('finance.statement.payment'),
              cell: (r) =>
                `${candidateName(r)}${r.matched_by === 'utr' ? ` · ${t('finance.statement.byUtr', { utr: r.utr })}` : ` · ${t('finance.statement.byAmount')}`}`,
            }}
          />
          <LineGroup
            title={t('finance.statement.ambiguous')}
            testId="group-ambiguous"
            rows={rows('ambiguous')}
            empty={t('finance.statement.none')}
            extra={{
              header: t('finance.statement.payment'),
              cell: (r) => <PickPayment row={r} onDone={confirmed} />,
            }}
          />
          <LineGroup
            title={t('finance.statement.unmatched')}
            testId="group-unmatched"
            rows={rows('unmatched')}
            empty={t('finance.statement.none')}
            extra={{
              header: t('finance.statement.assignTo'),
              cell: (r) => <AssignToStudent row={r} onDone={readAgain} />,
            }}
          />
          <LineGroup
            title={t('finance.statement.already')}
            testId="group-confirmed"
            rows={rows('confirmed')}
            empty={t('finance.statement.none')}
            extra={{
              header: t('finance.column.receipt'),
              cell: (r) => (r.receipt_number ? `#${r.receipt_number}` : ''),
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
