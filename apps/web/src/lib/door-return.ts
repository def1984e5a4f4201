/**
 * A door poster scanned before signing in: its token waits in this tab while the student signs in,
 * and the door page takes it back afterwards.
 */
const KEY = 'door-poster';
export const DOOR_PATH = '/door';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const rememberDoorPoster = (token: string) => tabStorage()?.setItem(KEY, token);
export const pendingDoorPoster = (): string | null => tabStorage()?.getItem(KEY) ?? null;
export const forgetDoorPoster = () => tabStorage()?.removeItem(KEY);
