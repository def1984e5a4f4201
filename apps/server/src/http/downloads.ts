import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a file to download (`inline`: to show in the browser), named `filename`. */
export function sendDownload(
  reply: FastifyReply,
  file: { body: Buffer | Readable; contentType: string; filename: string; inline?: boolean },
) {
  reply.header('content-type', file.contentType);
  reply.header(
    'content-disposition',
    `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename}"`,
  );
  return reply.send(file.body);
}
