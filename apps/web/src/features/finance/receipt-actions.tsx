import { Anchor, Button, Group } from '@mantine/core';
import { formatRupees } from '@studydesk/contract';
import { download } from '../../lib/upload.ts';
import { notifyError } from '../common/feedback.tsx';

/** Download a receipt (A4 or 80 mm thermal) and share its link on WhatsApp. */
export function ReceiptActions({
  receipt,
}: {
  receipt: { id: number; number: number; amount: number; share_path?: string };
}) {
  const get = (format: 'a4' | 'thermal') =>
    download(`/api/receipts/${receipt.id}/pdf?format=${format}`, `receipt-${receipt.number}.pdf`).catch(() =>
      notifyError('Failed to download the receipt.'),
    );
  const share = receipt.share_path
    ? `https://wa.me/?text=${encodeURIComponent(
        `Receipt #${receipt.number} for ${formatRupees(receipt.amount)}: ${window.location.origin}${receipt.share_path}`,
      )}`
    : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-xs" variant="light" onClick={() => get('a4')}>
        Receipt PDF
      </Button>
      <Button size="compact-xs" variant="subtle" onClick={() => get('thermal')}>
        Thermal
      </Button>
      {share ? (
        <Anchor size="xs" href={share} target="_blank" rel="noreferrer">
          WhatsApp
        </Anchor>
      ) : null}
    </Group>
  );
}
