import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ZFile = z.string().meta({ format: 'binary' });

/** How a route's schema declares a file answer: its content type(s), for the OpenAPI document. */
export const fileResponse = (description: string, ...contentTypes: string[]) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: ZFile }])),
});

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
