import type { TProfitTrend } from '@studydesk/contract';
import { formatRupees } from '@studydesk/contract/money';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { SignedBarsSvg } from '../../dashboard/components/svg-charts.tsx';

/** The last 12 months' profit, a bar each (a loss below the line); loaded after the cockpit's figures. */
export default function ProfitChart({ months }: { months: TProfitTrend['months'] }) {
  const t = useT();
  const total = months.reduce((sum, m) => sum + m.profit, 0);
  return (
    <SignedBarsSvg
      label={`${t('dashboard.profit.chart')}: ${formatRupees(total)}`}
      format={(v) => formatRupees(v).replace(/\.00$/, '')}
      colors={{ up: 'var(--mantine-color-teal-7)', down: 'var(--mantine-color-red-7)' }}
      bars={months.map((m) => {
        const month = formatDate(`${m.month}-01`).replace(/^\d+ /, '');
        return {
          label: month.replace(/ \d{4}$/, ''),
          values: [m.profit],
          titles: [`${month}: ${formatRupees(m.profit)}`],
        };
      })}
    />
  );
}
