import { z } from 'zod';

/** GET /api/health: the app answers and its database is reachable. */
export const ZHealthResponse = z.object({ status: z.literal('ok'), database: z.literal('up') });
