import type { TRole } from '@studydesk/contract';
import type { MessageKey } from '../../i18n/keys.ts';

export interface NavItem {
  /** The link's text: a key of the `nav` texts (English is the spec's word). */
  label: MessageKey;
  to: string;
}
export interface NavSection {
  /** Section heading; omitted for a flat list. */
  title?: MessageKey;
  items: NavItem[];
}

/** Sidebars of the four roles (spec section 2), in the spec's order and words. */
export const SUPERADMIN_NAV: NavSection[] = [
  {
    items: [
      { label: 'nav.dashboard', to: '/superadmin/dashboard' },
      { label: 'nav.manageOrganizations', to: '/superadmin/manage-organizations' },
      { label: 'nav.manageInstitutes', to: '/superadmin/manage-institutes' },
      { label: 'nav.students', to: '/superadmin/view-students' },
      { label: 'nav.staff', to: '/superadmin/view-staff' },
      { label: 'nav.manageAdmins', to: '/admin/manage-admins' },
      { label: 'nav.manageSuperAdmins', to: '/superadmin/manage-superadmins' },
      { label: 'nav.trackAllAdminActivities', to: '/superadmin/track-activities' },
      { label: 'nav.scheduledWork', to: '/superadmin/scheduled-work' },
      { label: 'nav.globalSettings', to: '/superadmin/global-settings' },
      { label: 'nav.changePassword', to: '/superadmin/change-password' },
    ],
  },
];

export const ADMIN_NAV: NavSection[] = [
  {
    title: 'navSection.general',
    items: [
      { label: 'nav.dashboard', to: '/admin/dashboard' },
      { label: 'nav.institutes', to: '/admin/institutes' },
    ],
  },
  {
    title: 'navSection.students',
    items: [
      { label: 'nav.manageStudents', to: '/admin/students' },
      { label: 'nav.enquiries', to: '/admin/enquiries' },
      { label: 'nav.importExportStudents', to: '/admin/import-export' },
      { label: 'nav.studentProfileIDCards', to: '/admin/student-profile' },
    ],
  },
  { title: 'navSection.staff', items: [{ label: 'nav.manageStaff', to: '/admin/staff' }] },
  { title: 'navSection.shift', items: [{ label: 'nav.addShift', to: '/add-sift' }] },
  {
    title: 'navSection.membership',
    items: [
      { label: 'nav.membershipPlans', to: '/admin/memberships' },
      { label: 'nav.seatOccupancyMap', to: '/admin/seat-map' },
      { label: 'nav.monthEnd', to: '/admin/month-end' },
      { label: 'nav.seatsTimeSlots', to: '/admin/seats' },
    ],
  },
  {
    title: 'navSection.finance',
    items: [
      { label: 'nav.feesDiscounts', to: '/admin/fees-discounts' },
      { label: 'nav.collectionsDues', to: '/admin/money' },
      { label: 'nav.expensesProfit', to: '/admin/expenses' },
      { label: 'nav.invoices', to: '/admin/invoices' },
    ],
  },
  { title: 'navSection.library', items: [{ label: 'nav.bookManagement', to: '/admin/books' }] },
  { title: 'navSection.events', items: [{ label: 'nav.manageEvents', to: '/admin/events' }] },
  {
    title: 'navSection.monitoring',
    items: [
      { label: 'nav.messages', to: '/admin/messages' },
      { label: 'nav.userActivityLogs', to: '/admin/user-logs' },
    ],
  },
  { title: 'navSection.system', items: [{ label: 'nav.setting', to: '/admin/change-password' }] },
];

export const STAFF_NAV: NavSection[] = [
  {
    items: [
      { label: 'nav.dashboard', to: '/staff/dashboard' },
      { label: 'nav.students', to: '/staff/students' },
      { label: 'nav.enquiries', to: '/staff/enquiries' },
      { label: 'nav.checkInCheckOut', to: '/staff/checkin' },
      { label: 'nav.markAttendance', to: '/staff/attendance' },
      { label: 'nav.invoices', to: '/staff/invoice' },
      { label: 'nav.collections', to: '/staff/money' },
      { label: 'nav.memberships', to: '/staff/membership' },
      { label: 'nav.books', to: '/staff/books' },
      { label: 'nav.seatBooking', to: '/staff/seat-booking' },
      { label: 'nav.viewEvents', to: '/staff/events' },
    ],
  },
  {
    title: 'navSection.account',
    items: [
      { label: 'nav.activityLog', to: '/staff/activity-log' },
      { label: 'nav.changePassword', to: '/staff/change-password' },
    ],
  },
];

export const STUDENT_NAV: NavSection[] = [
  {
    items: [
      { label: 'nav.dashboard', to: '/student/dashboard' },
      { label: 'nav.viewSeatTimeSlot', to: '/student/view-seat' },
      { label: 'nav.paymentHistory', to: '/student/payments' },
      { label: 'nav.downloadIDCard', to: '/student/id-card' },
      { label: 'nav.bookIssuedList', to: '/student/books' },
      { label: 'nav.alertTab', to: '/student/alerts' },
      { label: 'nav.changePassword', to: '/student/change-password' },
    ],
  },
];

/** Each role's sidebar. */
export const NAV: Record<TRole, NavSection[]> = {
  superadmin: SUPERADMIN_NAV,
  admin: ADMIN_NAV,
  staff: STAFF_NAV,
  student: STUDENT_NAV,
};
