import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { translate } from '../../i18n/i18n.ts';
import { whenDialogsReady } from '../../lib/dialogs-ready.ts';
import { showToast } from '../../lib/toast.ts';

// Toasts are fetched when first shown, so no page's first screen carries their code.
export const notifySuccess = (message: string) => showToast('green', message);
export const notifyError = (message: string) => showToast('red', message);

/** An in-app confirm dialog (never the browser's): resolves true when confirmed. */
export function confirmAction(options: {
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
}): Promise<boolean> {
  return new Promise((resolve) => {
    void whenDialogsReady().then(() =>
      modals.openConfirmModal({
        title: options.title,
        children: <Text size="sm">{options.message}</Text>,
        labels: {
          confirm: options.confirmLabel ?? translate('dialog.confirm'),
          cancel: translate('dialog.cancel'),
        },
        confirmProps: options.danger ? { color: 'red' } : undefined,
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    );
  });
}

/** Asks before deleting (a red 'Delete' button): resolves true when confirmed. */
export const confirmDelete = (title: string, message: string) =>
  confirmAction({ title, message, confirmLabel: translate('form.delete'), danger: true });
