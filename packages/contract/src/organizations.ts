import { z } from 'zod';
import { ZRequiredName } from './common.ts';

/** Organizations: a platform-level list the superadmin keeps. */
export const ZOrganization = z.object({ id: z.number().int(), name: z.string() });
export type TOrganization = z.infer<typeof ZOrganization>;
export const ZOrganizationRequest = z.object({ name: ZRequiredName('Organization name is required') });
export const ZOrganizationList = z.array(ZOrganization);
