import type { LoginThrottle } from './auth/login-throttle.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ImageStore } from './uploads/image-store.ts';

/** What route plugins receive: the database and process-wide services. */
export interface AppContext {
  db: Db;
  database: Database;
  config: Config;
  loginThrottle: LoginThrottle;
  limits: AppLimits;
  images: ImageStore;
}

export interface AppLimits {
  /** Login requests per IP per minute (all roles together). */
  loginPerIpPerMinute: number;
  /** Failed logins per account before it is throttled, and the window. */
  loginFailuresPerAccount: number;
  loginFailureWindowMs: number;
}

export const DEFAULT_LIMITS: AppLimits = {
  loginPerIpPerMinute: 30,
  loginFailuresPerAccount: 5,
  loginFailureWindowMs: 15 * 60 * 1000,
};
