import { Button, CopyButton, Group } from '@mantine/core';
import { download } from '../../lib/upload.ts';
import { notifyError } from '../common/feedback.tsx';

/** Copy JSON, Print (the card alone, at card size) and the PDF download. */
export function CardActions({
  record,
  pdfPath,
  filename,
  canPrint,
  printLabel = 'Print',
}: {
  record: unknown;
  pdfPath: string;
  filename: string;
  canPrint: boolean;
  /** The spec's admin preview reads 'Print / Download'; the student's page 'Print'. */
  printLabel?: string;
}) {
  return (
    <Group gap="xs">
      <CopyButton value={JSON.stringify(record, null, 2)}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy}>
            {copied ? 'Copied' : 'Copy JSON'}
          </Button>
        )}
      </CopyButton>
      {canPrint ? (
        <>
          <Button size="xs" onClick={() => window.print()}>
            {printLabel}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              download(pdfPath, filename).catch(() => notifyError('Failed to download the ID card.'))
            }
          >
            Download PDF
          </Button>
        </>
      ) : null}
    </Group>
  );
}
