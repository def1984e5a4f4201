import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TReconciliation, TReconciliationLine } from '@studydesk/contract';
import { addDays } from '@studydesk/contract/holds';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { download } from '../../../lib/upload.ts';
import { DateField } from '../../common/date-field.tsx';
import { notifyError } from '../../common/feedback.tsx';
import { formatDate, formatDateTime, formatRupees } from '../../common/format.ts';
import { type Column, FramedRows } from '../../common/rows-or-cards.tsx';
import { reconciliationExportUrl, reconciliationQuery } from '../api/reconciliation.ts';
import { channelLabel, differenceLabel, methodLabel } from '../present.ts';

const PAGE_SIZE = 25;

/** The browser's calendar day (YYYY-MM-DD). */
const localToday = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/** One figure of the summary, in a bordered box. */
function Figure(props: { label: string; value: string; detail?: string; testId?: string; alert?: boolean }) {
  return (
    <Paper withBorder p="md">
      <Text c="dimmed" size="sm">
        {props.label}
      </Text>
      <Text fw={700} fz="xl" c={props.alert ? 'red.9' : undefined} data-testid={props.testId}>
        {props.value}
      </Text>
      {props.detail ? <Text size="sm">{props.detail}</Text> : null}
    </Paper>
  );
}

/** The three sides of a line and its verdict, as columns (cards on a phone). */
function useLineColumns(): Column<TReconciliationLine>[] {
  const t = useT();
  const none = t('finance.reconciliation.none');
  return [
    { header: t('finance.reconciliation.colDate'), cell: (l) => formatDate(l.date) },
    {
      header: t('finance.reconciliation.colGateway'),
      cell: (l) =>
        l.gateway ? (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {formatRupees(l.gateway.amount)}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {l.gateway.payment_id}
            </Text>
            {l.gateway.settled === null ? (
              <Text size="xs">{t('finance.reconciliation.notSettled')}</Text>
            ) : (
              <>
                <Text size="xs">
                  {t('finance.reconciliation.fee', {
                    fee: formatRupees(l.gateway.fee),
                    tax: formatRupees(l.gateway.tax),
                  })}
                </Text>
                <Text size="xs">
                  {t('finance.reconciliation.net', { amount: formatRupees(l.gateway.settled) })}
                  {l.gateway.settlement_utr ? ` · ${l.gateway.settlement_utr}` : ''}
                </Text>
              </>
            )}
            {l.gateway.refunded > 0 ? (
              <Text size="xs">
                {t('finance.reconciliation.refunded', { amount: formatRupees(l.gateway.refunded) })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          none
        ),
    },
    {
      header: t('finance.reconciliation.colReceipt'),
      cell: (l) =>
        l.receipt ? (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {formatRupees(l.receipt.amount)}
            </Text>
            <Text size="xs">
              {t('finance.reconciliation.receiptLine', {
                number: l.receipt.number,
                name: l.receipt.customer_name,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {methodLabel(t, l.receipt.method)} · {channelLabel(t, l.channel)}
            </Text>
            {l.receipt.credit_notes > 0 ? (
              <Text size="xs">
                {t('finance.reconciliation.creditNotes', { amount: formatRupees(l.receipt.credit_notes) })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          none
        ),
    },
    {
      header: t('finance.reconciliation.colLedger'),
      cell: (l) => (l.ledger === null ? none : formatRupees(l.ledger)),
    },
    {
      header: t('finance.reconciliation.colStatement'),
      cell: (l) =>
        l.statement ? (
          <Stack gap={0}>
            <Text size="sm">{formatRupees(l.statement.amount)}</Text>
            <Text size="xs" c="dimmed">
              {l.statement.bank.toUpperCase()} · {formatDate(l.statement.txn_date)}
              {l.statement.utr ? ` · ${l.statement.utr}` : ''}
            </Text>
          </Stack>
        ) : (
          none
        ),
    },
    {
      header: t('finance.reconciliation.colCheck'),
      cell: (l) =>
        l.differences.length === 0 ? (
          <Badge color="green" variant="light">
            {t('finance.reconciliation.ok')}
          </Badge>
        ) : (
          <Stack gap={4} data-testid="difference">
            {l.differences.map((d) => (
              <Text key={d} size="sm" c="red.9" fw={600}>
                {differenceLabel(t, d)}
              </Text>
            ))}
          </Stack>
        ),
    },
  ];
}

/** The gateway's settlements of the range: what reached the bank, under which UTR. */
function Settlements({ rows }: { rows: TReconciliation['settlements'] }) {
  const t = useT();
  const columns: Column<TReconciliation['settlements'][number]>[] = [
    { header: t('finance.reconciliation.colSettledOn'), cell: (s) => formatDateTime(s.created_at) },
    { header: t('finance.reconciliation.colUtr'), cell: (s) => s.utr },
    { header: t('finance.reconciliation.colFees'), cell: (s) => formatRupees(s.fees) },
    { header: t('finance.reconciliation.colTax'), cell: (s) => formatRupees(s.tax) },
    { header: t('finance.reconciliation.colNet'), cell: (s) => formatRupees(s.amount) },
  ];
  return (
    <>
      <Title order={3} size="h4">
        {t('finance.reconciliation.settlements')}
      </Title>
      <FramedRows
        rows={rows}
        columns={columns}
        rowKey={(s) => s.id}
        loading={false}
        error={null}
        emptyText={t('finance.reconciliation.noSettlements')}
        label={t('finance.reconciliation.settlements')}
      />
    </>
  );
}

/**
 * The owner's reconciliation: for a date range, Razorpay's payments and settlements (fees, tax,
 * UTR), the receipts and the ledger side by side, each difference in plain words; totals by method.
 */
export function ReconciliationTab() {
  const t = useT();
  const today = localToday();
  const [range, setRange] = useState({ from: addDays(today, -6), to: today });
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({
    from: range.from || today,
    to: range.to || today,
    differences: onlyDifferences ? 'only' : 'all',
    limit: String(PAGE_SIZE),
    offset: String((page - 1) * PAGE_SIZE),
  });
  const report = useQuery(reconciliationQuery(params));
  const r = report.data;
  const columns = useLineColumns();
  const pages = Math.max(1, Math.ceil((r?.count ?? 0) / PAGE_SIZE));
  const change = (next: Partial<typeof range>) => {
    setRange({ ...range, ...next });
    setPage(1);
  };

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <DateField
          label={t('finance.reconciliation.from')}
          value={range.from}
          onChange={(day) => change({ from: day })}
          w={170}
        />
        <DateField
          label={t('finance.reconciliation.to')}
          value={range.to}
          onChange={(day) => change({ to: day })}
          w={170}
        />
        <Switch
          label={t('finance.reconciliation.onlyDifferences')}
          checked={onlyDifferences}
          onChange={(e) => {
            setOnlyDifferences(e.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
        <Button
          variant="light"
          onClick={() =>
            download(reconciliationExportUrl(params), 'reconciliation.xlsx').catch(() =>
              notifyError(t('finance.reconciliation.exportFailed')),
            )
          }
        >
          {t('finance.reconciliation.export')}
        </Button>
      </Group>
      {report.isError ? (
        <Text c="red" role="alert">
          {messageOf(report.error, t('finance.reconciliation.loadFailed'))}
        </Text>
      ) : null}
      {report.isPending ? (
        <Text c="dimmed" role="status">
          {t('finance.reconciliation.loading')}
        </Text>
      ) : null}
      {r ? (
        <Stack aria-busy={report.isFetching}>
          <Title order={2} size="h3">
            {t('finance.reconciliation.title', {
              dates: r.from === r.to ? formatDate(r.from) : `${formatDate(r.from)} – ${formatDate(r.to)}`,
            })}
          </Title>
          {r.gateway === 'not_set' ? (
            <Alert color="gray" data-testid="gateway-not-set">
              {t('finance.reconciliation.gatewayNotSet')}
            </Alert>
          ) : null}
          {r.gateway === 'unreachable' ? (
            <Alert color="yellow" role="alert">
              {t('finance.reconciliation.gatewayUnreachable', { reason: r.gateway_error ?? '' })}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Figure
              label={t('finance.reconciliation.differences')}
              value={
                r.totals.differences > 0
                  ? t('finance.reconciliation.differencesCount', { count: r.totals.differences })
                  : t('finance.reconciliation.allMatch')
              }
              alert={r.totals.differences > 0}
              testId="difference-count"
            />
            <Figure
              label={t('finance.reconciliation.receipts')}
              value={formatRupees(r.totals.receipts)}
              detail={`${t('finance.reconciliation.ledger')} ${formatRupees(r.totals.ledger)}`}
            />
            <Figure
              label={t('finance.reconciliation.gatewayCaptured')}
              value={formatRupees(r.totals.gateway_captured)}
              detail={`${t('finance.reconciliation.feesAndTax', {
                fees: formatRupees(r.totals.gateway_fees),
                tax: formatRupees(r.totals.gateway_tax),
              })} · ${t('finance.reconciliation.settled', { amount: formatRupees(r.totals.gateway_settled) })}`}
            />
            <Figure
              label={t('finance.reconciliation.statementMatched')}
              value={formatRupees(r.totals.statement_matched)}
            />
          </SimpleGrid>
          <Title order={3} size="h4">
            {t('finance.reconciliation.lines')}
          </Title>
          <FramedRows
            rows={r.lines}
            columns={columns}
            rowKey={(l) => l.key}
            loading={false}
            error={null}
            emptyText={
              onlyDifferences
                ? t('finance.reconciliation.emptyDifferences')
                : t('finance.reconciliation.empty')
            }
            label={t('finance.reconciliation.lines')}
          />
          {pages > 1 ? (
            <Group justify="flex-end">
              <Pagination total={pages} value={page} onChange={setPage} size="sm" />
            </Group>
          ) : null}
          <Title order={3} size="h4">
            {t('finance.reconciliation.byMethod')}
          </Title>
          <Table withTableBorder>
            <Table.Tbody>
              {r.by_method.map((m) => (
                <Table.Tr key={`${m.method}:${m.channel}`}>
                  <Table.Td>
                    {methodLabel(t, m.method)} · {channelLabel(t, m.channel)}
                  </Table.Td>
                  <Table.Td>{m.count}</Table.Td>
                  <Table.Td>{formatRupees(m.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {r.gateway === 'not_set' ? null : <Settlements rows={r.settlements} />}
        </Stack>
      ) : null}
    </Stack>
  );
}
