import { translate } from '../i18n/i18n.ts';
import { ApiError } from './api-client.ts';

/**
 * Sends a multipart form with upload progress (fetch cannot report it), and a POST's submission key
 * as its Idempotency-Key. Resolves with the JSON answer; rejects with ApiError carrying the server's
 * message and body.
 */
export function sendForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  { onProgress, idempotencyKey }: { onProgress?: (fraction: number) => void; idempotencyKey?: string } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    if (idempotencyKey) xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.responseType = 'text';
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded / e.total);
      };
    }
    xhr.onerror = () => reject(new ApiError(0, translate('common.networkError')));
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      const issues = Array.isArray(body.issues) ? (body.issues as ApiError['issues']) : [];
      let message = typeof body.message === 'string' ? body.message : '';
      const first = issues[0];
      if (first?.field && message.startsWith(`${first.field}: `)) message = first.message;
      reject(new ApiError(xhr.status, message, issues, body));
    };
    xhr.send(form);
  });
}

/** Downloads a file from the API under `filename` (the session cookie goes along). */
export async function download(path: string, filename: string): Promise<void> {
  const res = await fetch(path, { credentials: 'same-origin' });
  if (!res.ok) throw new ApiError(res.status, '');
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
