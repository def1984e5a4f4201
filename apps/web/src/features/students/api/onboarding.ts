import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { api, messageOf, newIdempotencyKey } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { download } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { idCardKeys } from '../../id-cards/api/keys.ts';

/** One-time set-password links for the picked students, to send by WhatsApp or SMS. */
export const useInviteStudents = () => {
  const t = useT();
  return useChange({
    call: (ids: number[], key) => api.post('/api/manage/students/invites', { student_ids: ids }, key),
    refresh: [],
    failure: t('students.invite.failed'),
  });
};

/**
 * The picked students' ID cards: generates those not yet generated, then downloads all of them on
 * A4 pages (8 a page, by name). `busy` is true from the click until the file is saved.
 */
export function usePrintCards() {
  const t = useT();
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const print = async (ids: number[]) => {
    setBusy(true);
    try {
      await api.post('/api/manage/students/id-cards', { student_ids: ids }, newIdempotencyKey());
      void queries.invalidateQueries({ queryKey: idCardKeys.all });
      await download(`/api/manage/students/id-cards.pdf?students=${ids.join(',')}`, 'id-cards.pdf');
      showToast('green', t('students.cards.done', { count: ids.length }));
    } catch (err) {
      showToast('red', messageOf(err, t('students.cards.failed')));
    } finally {
      setBusy(false);
    }
  };
  return { print, busy };
}
