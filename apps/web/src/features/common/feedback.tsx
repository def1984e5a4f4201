import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { translate } from '../../i18n/i18n.ts';

export const notifySuccess = (message: string) => notifications.show({ color: 'green', message });
export const notifyError = (message: string) => notifications.show({ color: 'red', message });

/** An in-app confirm dialog (never the browser's): resolves true when confirmed. */
export function confirmAction(options: {
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
}): Promise<boolean> {
  return new Promise((resolve) => {
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
    });
  });
}
