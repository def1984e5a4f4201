import type { TEnquiryRequest } from '@studydesk/contract';
import { api } from '../../../lib/api-client.ts';

/** The public page and its form, read and sent without signing in (no query cache there). */
export const readPublicLibrary = (slug: string) =>
  api.get(`/api/public/libraries/${encodeURIComponent(slug)}`);
export const sendEnquiry = (slug: string, body: TEnquiryRequest) =>
  api.post(`/api/public/libraries/${encodeURIComponent(slug)}/enquiries`, body);
