import type { TRole } from '@studydesk/contract';

/** Who is making the request, derived from the session only (never from the body). */
export interface Actor {
  role: TRole;
  userId: number;
  /** The tenant: the admin's own id for admins, their admin for staff and students, null for the superadmin. */
  tenantId: number | null;
  /** The tenant's time zone (IANA), read with the session; null for the superadmin. */
  timeZone: string | null;
  /**
   * The library's date (YYYY-MM-DD) when the request was authenticated (India's for the
   * superadmin): taken once, so every rule of one request sees the same day, even at midnight.
   */
  today: string;
  sessionId: number;
  email: string;
  name: string;
  mustChangePassword: boolean;
}

export type TenantActor = Actor & { tenantId: number };

/**
 * How a route's data scope is derived from the actor:
 * - platform: the superadmin, across tenants;
 * - tenant: rows of `actor.tenantId` only;
 * - self: the actor's own account only.
 */
export type Scope = 'platform' | 'tenant' | 'self';

export type RouteAccess =
  | {
      public: true;
      /** The handler reads `req.actor` (logout, in-app password change); other public routes skip the session lookup. */
      readsSession?: boolean;
    }
  | {
      /** A door device's credential (a paired kiosk), never a session: it can only check in and out. */
      device: 'kiosk';
    }
  | {
      roles: readonly TRole[];
      scope: Scope;
      /** Reachable while the account still has to replace a temporary password. */
      allowPendingPasswordChange?: boolean;
    };

/** A paired kiosk making the request, from its credential cookie (auth/door-device-credential.ts). */
export interface DoorDevice {
  id: number;
  adminId: number;
  name: string;
  timeZone: string | null;
}
