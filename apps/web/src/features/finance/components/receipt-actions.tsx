import { Anchor, Button, Group } from '@mantine/core';
import { formatRupees, receiptShareLink, type TReceipt } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { download } from '../../../lib/upload.ts';
import { notifyError } from '../../common/feedback.tsx';

/** A receipt to download, and to share when its link and student are known (a full TReceipt). */
type ReceiptToShow = Pick<TReceipt, 'id' | 'number' | 'amount'> &
  Partial<Pick<TReceipt, 'share_path' | 'customer_name' | 'student_phone' | 'student_language'>>;

/**
 * Download a receipt (A4 or 80 mm thermal) and share its link on WhatsApp: to the student's own
 * number, worded in the student's language (whatever the language of this screen).
 */
export function ReceiptActions({ receipt }: { receipt: ReceiptToShow }) {
  const t = useT();
  const get = (format: 'a4' | 'thermal') =>
    download(`/api/receipts/${receipt.id}/pdf?format=${format}`, `receipt-${receipt.number}.pdf`).catch(() =>
      notifyError(t('finance.receipt.downloadFailed')),
    );
  const share = receipt.share_path
    ? receiptShareLink(
        { phone: receipt.student_phone ?? null, lang: receipt.student_language ?? 'en' },
        {
          name: receipt.customer_name ?? '',
          number: receipt.number,
          amount: formatRupees(receipt.amount),
          link: `${window.location.origin}${receipt.share_path}`,
        },
      )
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
