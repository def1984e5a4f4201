export interface NavItem {
  label: string;
  to: string;
}
export interface NavSection {
  /** Section heading; omitted for a flat list. */
  title?: string;
  items: NavItem[];
}

/** Sidebars of the four roles (spec section 2), in the spec's order and words. */
export const SUPERADMIN_NAV: NavSection[] = [
  {
    items: [
      { label: 'Dashboard', to: '/superadmin/dashboard' },
      { label: 'Manage Organizations', to: '/superadmin/manage-organizations' },
      { label: 'Manage Institutes', to: '/superadmin/manage-institutes' },
      { label: 'Students', to: '/superadmin/view-students' },
      { label: 'Staff', to: '/superadmin/view-staff' },
      { label: 'Manage Admins', to: '/admin/manage-admins' },
      { label: 'Manage Super Admins', to: '/superadmin/manage-superadmins' },
      { label: 'Track All Admin Activities', to: '/superadmin/track-activities' },
      { label: 'Global Settings', to: '/superadmin/global-settings' },
      { label: 'Change Password', to: '/superadmin/change-password' },
    ],
  },
];

export const ADMIN_NAV: NavSection[] = [
  {
    title: 'General',
    items: [
      { label: 'Dashboard', to: '/admin/dashboard' },
      { label: 'Institutes', to: '/admin/institutes' },
    ],
  },
  {
    title: 'Students',
    items: [
      { label: 'Manage Students', to: '/admin/students' },
      { label: 'Import/Export Students', to: '/admin/import-export' },
      { label: 'Student Profile & ID Cards', to: '/admin/student-profile' },
    ],
  },
  { title: 'Staff', items: [{ label: 'Manage Staff', to: '/admin/staff' }] },
  { title: 'Shift', items: [{ label: 'Add Shift', to: '/add-sift' }] },
  {
    title: 'Membership',
    items: [
      { label: 'Membership Plans', to: '/admin/memberships' },
      { label: 'Seat Occupancy Map', to: '/admin/seat-map' },
      { label: 'Seats & Time Slots', to: '/admin/seats' },
    ],
  },
  {
    title: 'Finance',
    items: [
      { label: 'Fees & Discounts', to: '/admin/fees-discounts' },
      { label: 'Collections & Dues', to: '/admin/money' },
      { label: 'Invoices', to: '/admin/invoices' },
    ],
  },
  { title: 'Library', items: [{ label: 'Book Management', to: '/admin/books' }] },
  { title: 'Events', items: [{ label: 'Manage Events', to: '/admin/events' }] },
  { title: 'Monitoring', items: [{ label: 'User Activity Logs', to: '/admin/user-logs' }] },
  { title: 'System', items: [{ label: 'Setting', to: '/admin/change-password' }] },
];

export const STAFF_NAV: NavSection[] = [
  {
    items: [
      { label: 'Dashboard', to: '/staff/dashboard' },
      { label: 'Students', to: '/staff/students' },
      { label: 'Check-In / Check-Out', to: '/staff/checkin' },
      { label: 'Mark Attendance', to: '/staff/attendance' },
      { label: 'Invoices', to: '/staff/invoice' },
      { label: 'Collections', to: '/staff/money' },
      { label: 'Memberships', to: '/staff/membership' },
      { label: 'Books', to: '/staff/books' },
      { label: 'Seat Booking', to: '/staff/seat-booking' },
      { label: 'View Events', to: '/staff/events' },
    ],
  },
  {
    title: 'Account',
    items: [
      { label: 'Activity Log', to: '/staff/activity-log' },
      { label: 'Change Password', to: '/staff/change-password' },
    ],
  },
];

export const STUDENT_NAV: NavSection[] = [
  {
    items: [
      { label: 'Dashboard', to: '/student/dashboard' },
      { label: 'View Seat & Time Slot', to: '/student/view-seat' },
      { label: 'Payment History', to: '/student/payments' },
      { label: 'Download ID Card', to: '/student/id-card' },
      { label: 'Book Issued List', to: '/student/books' },
      { label: 'Alert Tab', to: '/student/alerts' },
      { label: 'Change Password', to: '/student/change-password' },
    ],
  },
];
