import { Button, CopyButton, Group } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { download } from '../../../lib/upload.ts';
import { notifyError } from '../../common/feedback.tsx';

/** Copy JSON (the admin's preview only), Print (the card alone, at card size) and the PDF download. */
export function CardActions({
  record,
  pdfPath,
  filename,
  canPrint,
  printLabel,
}: {
  /** The record 'Copy JSON' copies; none leaves the button out (the student's own card). */
  record?: unknown;
  pdfPath: string;
  filename: string;
  canPrint: boolean;
  /** The spec's admin preview reads 'Print / Download'; the student's page 'Print'. */
  printLabel?: string;
}) {
  const t = useT();
  return (
    <Group gap="xs">
      {record === undefined ? null : (
        <CopyButton value={JSON.stringify(record, null, 2)}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? t('idCards.actions.copied') : t('idCards.actions.copyJson')}
            </Button>
          )}
        </CopyButton>
      )}
      {canPrint ? (
        <>
          <Button size="xs" onClick={() => window.print()}>
            {printLabel ?? t('idCards.actions.print')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              download(pdfPath, filename).catch(() => notifyError(t('idCards.actions.downloadFailed')))
            }
          >
            {t('idCards.actions.downloadPdf')}
          </Button>
        </>
      ) : null}
    </Group>
  );
}
