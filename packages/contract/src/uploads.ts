import { z } from 'zod';

/** A stored image's generated file name (student photos, event images). */
export const ZUploadFileParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp|gif)$/) });
