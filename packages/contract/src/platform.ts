import { z } from 'zod';
import { singleLineText, ZId, ZPageQuery } from './common.ts';

// Global login switch
export const ZLoginStatus = z.object({ login_enabled: z.boolean() });
export const ZToggleLoginRequest = z.object({ enable: z.boolean() });
export const ZToggleLoginResponse = z.object({ message: z.string(), login_enabled: z.boolean() });
export type TLoginStatus = z.infer<typeof ZLoginStatus>;
export type TToggleLoginResponse = z.infer<typeof ZToggleLoginResponse>;

// Audit trail
export const ZActivity = z.object({
  id: z.number().int(),
  actor_role: z.string().nullable(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  admin_id: z.number().int().nullable(),
  admin_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;
export const ZActivityQuery = ZPageQuery.extend({
  admin_id: ZId.optional(),
  /** Whose actions: admins' by default (the screen's subject), or another role, or all. */
  role: z.enum(['all', 'superadmin', 'admin', 'staff', 'student']).default('admin'),
  action: singleLineText().max(80).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TActivityQuery = z.infer<typeof ZActivityQuery>;
export const ZActivityList = z.array(ZActivity);
export const ZActionNames = z.array(z.string());

/** Per-library counts: an admin's own; the superadmin's by `admin_email`, or of every library. */
export const ZLibraryCountQuery = z.object({ admin_email: singleLineText().toLowerCase().optional() });

// Scheduled work (the job queue): what the superadmin sees of it
export const ZJobQueueSummary = z.object({
  name: z.string(),
  /** Cron and its time zone when the queue runs on a schedule. */
  cron: z.string().nullable(),
  time_zone: z.string().nullable(),
  /** Waiting for their time or a worker (a retry waiting for its backoff included). */
  queued: z.number().int(),
  /** Of those, failed at least once and waiting to be tried again. */
  retrying: z.number().int(),
  active: z.number().int(),
  /** Failed for good, in the last 7 days. */
  failed: z.number().int(),
  /** Done in the last 12 hours (older ones are archived). */
  completed: z.number().int(),
});
export const ZJobQueueList = z.array(ZJobQueueSummary);
export type TJobQueueSummary = z.infer<typeof ZJobQueueSummary>;

export const ZJobFailureQuery = ZPageQuery.pick({ limit: true, offset: true }).extend({
  queue: singleLineText().max(100).optional(),
});
export type TJobFailureQuery = z.infer<typeof ZJobFailureQuery>;
export const ZJobFailure = z.object({
  id: z.string(),
  queue: z.string(),
  /** 'retry': failed, will run again at `next_try_at`; 'failed': out of tries. */
  state: z.enum(['retry', 'failed']),
  error: z.string().nullable(),
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  created_at: z.string(),
  /** When the last try started. */
  last_try_at: z.string().nullable(),
  next_try_at: z.string().nullable(),
});
export const ZJobFailureList = z.array(ZJobFailure);
export type TJobFailure = z.infer<typeof ZJobFailure>;

/** A library's own scheduled work, as its owner sees it: what is due and what ran lately. */
export const ZLibraryJobQuery = ZPageQuery.pick({ limit: true, offset: true });
export const ZLibraryJob = z.object({
  id: z.string(),
  kind: z.string(),
  /** created: waiting for its time; retry: failed, will run again; active; completed; failed; cancelled. */
  state: z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']),
  /** The library's date the work is for (work scheduled at a local time), else null. */
  local_date: z.string().nullable(),
  run_at: z.string(),
  finished_at: z.string().nullable(),
  retry_count: z.number().int(),
  error: z.string().nullable(),
});
export const ZLibraryJobList = z.array(ZLibraryJob);
export type TLibraryJob = z.infer<typeof ZLibraryJob>;
