/** Shows a toast; the toast code is fetched on first use, so the sign-in pages stay small. */
export function showToast(color: 'red' | 'green', message: string) {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color, message }));
}
