import { Anchor, Button, Group } from '@mantine/core';
import { formatRupees, receiptShareLink, type TReceipt } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { download } from '../../../lib/upload.ts';
import { notifyError } from '../../common/feedback.tsx';
import { gstDocumentUrl } from '../api/gst.ts';

/** A receipt to download, and to share when its link and student are known (a full TReceipt). */
type ReceiptToShow = Pick<TReceipt, 'id' | 'number' | 'amount'> &
  Partial<
    Pick<TReceipt, 'share_path' | 'customer_name' | 'student_phone' | 'student_language' | 'tax_documents'>
  >;

/**
 * Download a receipt (A4 or 80 mm thermal) and share its link on WhatsApp: to the student's own
 * number, worded in the student's language (whatever the language of this screen). A GST-registered
 * library's receipt is a tax invoice (A4 only), followed by its GST credit notes (docs/gst.md).
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
  const taxDocuments = receipt.tax_documents ?? [];
  const invoice = taxDocuments.find((d) => d.kind === 'invoice');
  const notes = taxDocuments.filter((d) => d.kind === 'credit_note');
  const getNote = (id: number, number: string) =>
    download(gstDocumentUrl(id), `credit-note-${number.replace('/', '-')}.pdf`).catch(() =>
      notifyError(t('finance.receipt.downloadFailed')),
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-xs" variant="light" onClick={() => get('a4')}>
        {invoice ? t('finance.gst.invoicePdf') : t('finance.receipt.pdf')}
      </Button>
      {invoice ? null : (
        <Button size="compact-xs" variant="subtle" onClick={() => get('thermal')}>
          {t('finance.receipt.thermal')}
        </Button>
      )}
      {notes.map((n) => (
        <Button key={n.id} size="compact-xs" variant="subtle" onClick={() => getNote(n.id, n.number)}>
          {n.number}
        </Button>
      ))}
      {share ? (
        <Anchor size="xs" href={share} target="_blank" rel="noreferrer">
          {t('finance.receipt.whatsapp')}
        </Anchor>
      ) : null}
    </Group>
  );
}
