import type { RouteAccess } from '../../auth/actor.ts';

export const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
export const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };
export const everyone: RouteAccess = { roles: ['admin', 'staff', 'student'], scope: 'tenant' };
