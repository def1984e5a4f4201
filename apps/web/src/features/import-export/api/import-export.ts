import { translate } from '../../../i18n/i18n.ts';
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
    success: translate('toast.studentsImportedSuccessfully'),
    inline: true,
  });
