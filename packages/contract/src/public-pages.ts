import { z } from 'zod';
import { multiLineText, singleLineText, ZDate, ZId, ZPageQuery } from './common.ts';

// The library's public page (`/l/<slug>`), its 'I'm interested' form and the leads it brings in.

export const PUBLIC_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
export const ZPublicSlug = z.string().trim().toLowerCase().regex(PUBLIC_SLUG_PATTERN, {
  message: 'Use 3 to 40 small letters, digits or hyphens, starting and ending with a letter or digit',
});
export const ZPublicSlugParams = z.object({ slug: z.string().max(60) });
export const ZPublicPhotoParams = z.object({
  slug: z.string().max(60),
  file: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp|gif)$/, { message: 'No such image' }),
});

/** What the owner publishes (Settings); the page stays hidden until `enabled`. */
export const ZPublicPageSettingsRequest = z.object({
  enabled: z.boolean(),
  slug: ZPublicSlug,
  description: multiLineText().max(600, { message: 'Keep the description under 600 characters' }).default(''),
  facilities: z
    .array(singleLineText().min(1).max(60, { message: 'Keep each facility under 60 characters' }))
    .max(20, { message: 'At most 20 facilities' })
    .default([]),
});
export type TPublicPageSettingsRequest = z.input<typeof ZPublicPageSettingsRequest>;

export const ZPublicPageSettings = z.object({
  enabled: z.boolean(),
  /** Empty until the owner picks one. */
  slug: z.string(),
  description: z.string(),
  facilities: z.array(z.string()),
  /** The photos' addresses on the public page, in order (at most 6). */
  photos: z.array(z.object({ file: z.string(), url: z.string() })),
});
export type TPublicPageSettings = z.infer<typeof ZPublicPageSettings>;
export const ZPublicPhotoFileParams = ZPublicPhotoParams.pick({ file: true });

/** The public page: only what the owner chose to publish, never anyone's personal data. */
export const ZPublicLibrary = z.object({
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  /** A map search for the address (Google Maps), or null without an address. */
  map_url: z.string().nullable(),
  phone: z.string(),
  description: z.string(),
  facilities: z.array(z.string()),
  photos: z.array(z.string()),
  /** Today's shifts: seats free now in each (live, from the seat ledger) and its price when set. */
  shifts: z.array(
    z.object({
      shift_id: z.number().int(),
      label: z.string(),
      free: z.number().int(),
      price: z.number().nullable(),
    }),
  ),
  /** Membership plans: name, days and price. */
  plans: z.array(z.object({ name: z.string(), days: z.number().int(), price: z.number() })),
  total_seats: z.number().int(),
  /** Signed by the server when the page was read: the form must come back with it, not too soon. */
  form_token: z.string(),
});
export type TPublicLibrary = z.infer<typeof ZPublicLibrary>;

/** 'I'm interested': `website` is a field people never see (a bot that fills it is ignored). */
export const ZEnquiryRequest = z.object({
  name: singleLineText().min(1, { message: 'Enter your name' }).max(120, { message: 'Name is too long' }),
  phone: z
    .string()
    .max(24, { message: 'Enter a valid 10-digit Indian mobile number' })
    .overwrite((v) => v.replace(/[ \-().]/g, ''))
    .regex(/^(\+91|91|0)?[6-9]\d{9}$/, { message: 'Enter a valid 10-digit Indian mobile number' }),
  shift_id: ZId.nullable().optional(),
  consent: z.literal(true, { message: 'Tick the box to let the library contact you' }),
  form_token: z
    .string()
    .max(200)
    .regex(/^[\x21-\x7e]+$/, { message: 'Reload the page and try again' }),
  website: singleLineText().max(200).optional(),
});
export type TEnquiryRequest = z.input<typeof ZEnquiryRequest>;

// Leads: the owner's and staff's list of enquiries

export const LEAD_STATUS_VALUES = ['new', 'contacted', 'visited', 'joined', 'lost'] as const;
export const ZLeadStatus = z.enum(LEAD_STATUS_VALUES, { message: 'Unknown status' });
export type TLeadStatus = z.infer<typeof ZLeadStatus>;

export const ZLead = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  shift_id: z.number().int().nullable(),
  shift: z.string().nullable(),
  status: ZLeadStatus,
  follow_up_on: z.string().nullable(),
  notes: z.string(),
  student_id: z.number().int().nullable(),
  created_at: z.string(),
  /** One tap: WhatsApp with the phone and a short message. */
  whatsapp_url: z.string(),
});
export type TLead = z.infer<typeof ZLead>;
export const ZLeadList = z.array(ZLead);
export const ZLeadsQuery = ZPageQuery.extend({ status: ZLeadStatus.optional() });

export const ZLeadUpdateRequest = z.object({
  status: ZLeadStatus.optional(),
  follow_up_on: ZDate.nullable().optional(),
  notes: multiLineText().max(1000, { message: 'Keep notes under 1,000 characters' }).optional(),
});
export type TLeadUpdateRequest = z.input<typeof ZLeadUpdateRequest>;

/** The lead joined: the student the admission form made from it. */
export const ZLeadConvertRequest = z.object({ student_id: ZId });
export type TLeadConvertRequest = z.input<typeof ZLeadConvertRequest>;
