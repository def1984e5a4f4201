import type { LoginThrottle } from './auth/login-throttle.ts';
import type { Config } from './config.ts';
import type { AadhaarVault } from './crypto/aadhaar-vault.ts';
import type { CardTokens } from './crypto/card-tokens.ts';
import type { Database, Db } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { GatewayDeps } from './modules/gateway/gateway.service.ts';
import type { MessagingDeps } from './modules/reminders/messaging.service.ts';
import type { ImageStore } from './uploads/image-store.ts';

/** What route plugins receive: the database and process-wide services. */
export interface AppContext {
  db: Db;
  database: Database;
  /** Durable scheduled work (pg-boss): started when the app is ready, stopped when it closes. */
  jobs: JobQueue;
  config: Config;
  loginThrottle: LoginThrottle;
  limits: AppLimits;
  images: ImageStore;
  vault: AadhaarVault;
  /** Signs and opens the tokens ID cards carry in their QR. */
  cards: CardTokens;
  /** Opens providers' sealed secrets and knows where the providers answer. */
  messaging: MessagingDeps;
  /** Opens the payment gateway's sealed secrets and knows where the gateway answers. */
  gateway: GatewayDeps;
}

export interface AppLimits {
  /** Login requests per IP per minute (all roles together). */
  loginPerIpPerMinute: number;
  /** Enquiries from public pages per IP per hour (each phone has its own budget besides). */
  enquiriesPerIpPerHour: number;
  /** Failed logins per account + client address before each further one adds a growing delay. */
  loginFailuresPerAccount: number;
  /** The first delay (doubling per further failure, up to 15 minutes). */
  loginFailureDelayMs: number;
  /** Whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** A socket with no traffic for this long is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections beyond this are refused. */
  maxConnections: number;
}

export const DEFAULT_LIMITS: AppLimits = {
  loginPerIpPerMinute: 30,
  enquiriesPerIpPerHour: 10,
  loginFailuresPerAccount: 5,
  loginFailureDelayMs: 60 * 1000,
  // A 10 MB import over a slow phone link fits in a minute.
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 2_000,
};
