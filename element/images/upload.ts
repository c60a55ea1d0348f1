// Upload with progress: XHR reports how much of the body has been sent (fetch cannot, short of
// streaming request bodies, which need HTTP/2). A refusal the client knows how to recover from
// (expired token, rate limit, failover) is retried through the client, which waits and retries.
import type { ApiClient } from '../api/client';
import { errorFromResponse, offlineError } from '../api/errors';
import type { UploadedImage } from '../api/types';

const RECOVERABLE = new Set([401, 409, 429, 503]);

export function uploadWithProgress(
  client: ApiClient,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  const idempotencyKey = crypto.randomUUID();
  return new Promise<UploadedImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${client.baseUrl}/v1/images`);
    xhr.setRequestHeader('Authorization', `Bearer ${client.token}`);
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('error', () => reject(offlineError()));
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as UploadedImage);
        return;
      }
      if (RECOVERABLE.has(xhr.status)) {
        // The client's own retries (new token, Retry-After) take it from here.
        client.uploadImage(file, file.name).then(resolve, reject);
        return;
      }
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
      });
      errorFromResponse(response, globalThis.location?.origin ?? 'this page').then(reject, reject);
    });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
