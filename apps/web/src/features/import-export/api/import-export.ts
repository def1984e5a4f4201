import { sendForm } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { studentKeys } from '../../students/api/keys.ts';

/** Imports a .csv/.xlsx (all rows or none), reporting upload progress. */
export const useImportStudents = (onProgress: (percent: number) => void) =>
  useChange({
    call: (form: FormData, key) =>
      sendForm<{ imported: number }>('POST', '/api/importExport/students/import', form, {
        onProgress,
        idempotencyKey: key,
      }),
    refresh: [studentKeys.all, dashboardKeys.counts],
    success: 'Students imported successfully!',
    inline: true,
  });
