import type { TStaffMember } from '@studydesk/contract';

/** A staff member as every staff table shows them (never the password). */
export const presentStaffMember = (r: {
  id: number;
  name: string;
  email: string;
  phone: string;
  adminId: number;
  adminName: string;
  adminEmail: string;
  createdAt: Date;
}): TStaffMember => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  role: 'staff',
  admin_id: r.adminId,
  admin_name: r.adminName,
  admin_email: r.adminEmail,
  created_at: r.createdAt.toISOString(),
});
