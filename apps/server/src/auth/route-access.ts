import type { RouteAccess } from './actor.ts';

/** Who may call a route, by the names the routes files use (a route with other needs spells its own). */
export const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
export const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };
export const everyone: RouteAccess = { roles: ['admin', 'staff', 'student'], scope: 'tenant' };
export const platform: RouteAccess = { roles: ['superadmin'], scope: 'platform' };
