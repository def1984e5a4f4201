import { Anchor, Button, Group } from '@mantine/core';
import { formatRupees } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { download } from '../../../lib/upload.ts';
import { notifyError } from '../../common/feedback.tsx';

/** Download a receipt (A4 or 80 mm thermal) and share its link on WhatsApp. */
export function ReceiptActions({
  receipt,
}: {
  receipt: { id: number; number: number; amount: number; share_path?: string };
}) {
  const t = useT();
  const get = (format: 'a4' | 'thermal') =>
    download(`/api/receipts/${receipt.id}/pdf?format=${format}`, `receipt-${receipt.number}.pdf`).catch(() =>
      notifyError(t('finance.receipt.downloadFailed')),
    );
  const share = receipt.share_path
    ? `https://wa.me/?text=${encodeURIComponent(
        t('finance.receipt.share', {
          number: receipt.number,
          amount: formatRupees(receipt.amount),
          link: `${window.location.origin}${receipt.share_path}`,
        }),
      )}`
    : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-xs" variant="light" onClick={() => get('a4')}>
        {t('finance.receipt.pdf')}
      </Button>
      <Button size="compact-xs" variant="subtle" onClick={() => get('thermal')}>
        {t('finance.receipt.thermal')}
      </Button>
      {share ? (
        <Anchor size="xs" href={share} target="_blank" rel="noreferrer">
          {t('finance.receipt.whatsapp')}
        </Anchor>
      ) : null}
    </Group>
  );
}
