import type { TRole } from '@studydesk/contract';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useParams } from 'react-router';
import { AdminSettingsPage } from '../features/account/admin-settings-page.tsx';
import { ChangePasswordPage } from '../features/account/change-password-page.tsx';
import { AdminLoginPage } from '../features/auth/admin-login-page.tsx';
import { StaffLoginPage } from '../features/auth/staff-login-page.tsx';
import { StudentLoginPage } from '../features/auth/student-login-page.tsx';
import { SuperadminLoginPage } from '../features/auth/superadmin-login-page.tsx';
import { NotFoundPage } from '../features/common/not-found.tsx';
import { AdminDashboard } from '../features/dashboard/admin-dashboard.tsx';
import { StaffDashboard } from '../features/dashboard/staff-dashboard.tsx';
import { StudentDashboard } from '../features/dashboard/student-dashboard.tsx';
import { SuperadminDashboard } from '../features/dashboard/superadmin-dashboard.tsx';
import { FeesPage } from '../features/finance/fees-page.tsx';
import { InvoicesPage } from '../features/finance/invoices-page.tsx';
import { PaymentHistoryPage } from '../features/finance/payment-history-page.tsx';
import { StaffInvoicesPage } from '../features/finance/staff-invoices-page.tsx';
import { IdCardsPage } from '../features/id-cards/id-cards-page.tsx';
import { MyIdCardPage } from '../features/id-cards/my-id-card-page.tsx';
import { BooksPage, UserLogsPage } from '../features/operations/books-page.tsx';
import {
  AddSeatBookingPage,
  AttendancePage,
  CheckinPage,
  SeatBookingsPage,
} from '../features/operations/desk-pages.tsx';
import { EventsListPage, ManageEventsPage } from '../features/operations/events-pages.tsx';
import { MyBooksPage } from '../features/operations/my-books-page.tsx';
import { ActivitiesPage } from '../features/platform/activities-page.tsx';
import { AdminsPage } from '../features/platform/admins-page.tsx';
import { AllStaffPage } from '../features/platform/all-staff-page.tsx';
import { AllStudentsPage } from '../features/platform/all-students-page.tsx';
import { GlobalSettingsPage } from '../features/platform/global-settings-page.tsx';
import { InstitutesPage } from '../features/platform/institutes-page.tsx';
import { OrganizationsPage } from '../features/platform/organizations-page.tsx';
import { SuperadminsPage } from '../features/platform/superadmins-page.tsx';
import {
  MyMembershipsPage,
  MySeatPage,
  StaffMembershipsPage,
} from '../features/seating/memberships-pages.tsx';
import { PaymentPage, StudentPlansPage } from '../features/seating/plans-for-students.tsx';
import { PlansPage } from '../features/seating/plans-page.tsx';
import { BookSeatPage, SeatMapPage } from '../features/seating/seat-map-page.tsx';
import { SeatsPage } from '../features/seating/seats-page.tsx';
import { ShiftsPage } from '../features/seating/shifts-page.tsx';
import { ManageStaffPage } from '../features/staff/manage-staff-page.tsx';
import { StaffActivityPage, StaffStudentsPage } from '../features/staff/staff-students-page.tsx';
import { ImportExportPage } from '../features/students/import-export-page.tsx';
import { ManageStudentsPage } from '../features/students/manage-students-page.tsx';
import { StudentDetailsPage } from '../features/students/student-details-page.tsx';
import { StudentFormPage } from '../features/students/student-form-page.tsx';
import { Guard } from './guard.tsx';
import { ADMIN_NAV, STAFF_NAV, STUDENT_NAV, SUPERADMIN_NAV } from './layouts/navigation.ts';
import { type NavSection, RoleLayout } from './layouts/role-layout.tsx';

type Page = [path: string, element: ReactNode];

function area(role: TRole, roleLabel: string, nav: NavSection[], pages: Page[], dark = false): RouteObject {
  return {
    element: (
      <Guard roles={[role]}>
        <RoleLayout role={role} roleLabel={roleLabel} sections={nav} dark={dark} />
      </Guard>
    ),
    children: pages.map(([path, element]) => ({ path, element })),
  };
}

/** `/student/:id` is the admin's student details; named student pages win, other words are unknown. */
function StudentDetailsRoute() {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <NotFoundPage />;
  return <StudentDetailsPage />;
}

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/student" replace /> },
  { path: '/superadmin', element: <SuperadminLoginPage /> },
  { path: '/admin', element: <AdminLoginPage /> },
  { path: '/staff', element: <StaffLoginPage /> },
  { path: '/student', element: <StudentLoginPage /> },
  area(
    'superadmin',
    'Super Admin',
    SUPERADMIN_NAV,
    [
      ['/superadmin/dashboard', <SuperadminDashboard key="d" />],
      ['/superadmin/manage-organizations', <OrganizationsPage key="o" />],
      ['/superadmin/manage-institutes', <InstitutesPage key="i" />],
      ['/superadmin/manage-superadmins', <SuperadminsPage key="s" />],
      ['/superadmin/change-password', <ChangePasswordPage key="p" />],
      ['/superadmin/global-settings', <GlobalSettingsPage key="g" />],
      ['/superadmin/track-activities', <ActivitiesPage key="t" />],
      ['/admin/manage-admins', <AdminsPage key="a" />],
      ['/superadmin/view-students', <AllStudentsPage key="vs" />],
      ['/superadmin/view-staff', <AllStaffPage key="vf" />],
    ],
    true,
  ),
  area('admin', 'Admin', ADMIN_NAV, [
    ['/admin/dashboard', <AdminDashboard key="d" />],
    ['/admin/students', <ManageStudentsPage key="ms" />],
    ['/admin/import-export', <ImportExportPage key="ie" />],
    ['/admin/student-profile', <IdCardsPage key="ic" />],
    ['/admin/staff', <ManageStaffPage key="st" />],
    ['/admin/memberships', <PlansPage key="pl" />],
    ['/admin/seat-map', <SeatMapPage key="sm" />],
    ['/admin/seats', <SeatsPage key="se" />],
    ['/admin/invoices', <InvoicesPage key="inv" />],
    ['/admin/fees-discounts', <FeesPage key="fees" />],
    ['/admin/change-password', <AdminSettingsPage key="p" />],
    ['/admin/institutes', <InstitutesPage key="i" />],
    ['/admin/books', <BooksPage key="b" />],
    ['/admin/events', <ManageEventsPage key="ev" />],
    ['/admin/user-logs', <UserLogsPage key="ul" />],
    ['/student/:id', <StudentDetailsRoute key="s" />],
    ['/add-student', <StudentFormPage key="add" />],
    ['/add-edit-student/:id', <StudentFormPage key="edit" />],
    ['/add-sift', <ShiftsPage key="sh" />],
  ]),
  area('staff', 'Staff', STAFF_NAV, [
    ['/staff/dashboard', <StaffDashboard key="d" />],
    ['/staff/students', <StaffStudentsPage key="ss" />],
    ['/staff/seat-booking', <SeatBookingsPage key="sb" />],
    ['/staff/checkin', <CheckinPage key="ci" />],
    ['/staff/attendance', <AttendancePage key="at" />],
    ['/staff/invoice', <StaffInvoicesPage key="si" />],
    ['/staff/membership', <StaffMembershipsPage key="m" />],
    ['/staff/books', <BooksPage key="b" title="Books Issuance & Returns" />],
    ['/staff/activity-log', <StaffActivityPage key="sa" />],
    ['/staff/seat-add-booking', <AddSeatBookingPage key="asb" />],
    ['/staff/events', <EventsListPage key="ve" title="View Events" />],
    ['/staff/change-password', <ChangePasswordPage key="p" />],
  ]),
  area('student', 'Student', STUDENT_NAV, [
    ['/student/dashboard', <StudentDashboard key="d" />],
    ['/student/view-seat', <MySeatPage key="vs" />],
    ['/student/book-seat', <BookSeatPage key="bs" />],
    ['/student/membership', <MyMembershipsPage key="mm" />],
    ['/student/payments', <PaymentHistoryPage key="ph" />],
    ['/student/change-password', <ChangePasswordPage key="p" />],
    ['/student/alerts', <EventsListPage key="al" title="Alerts" />],
    ['/student/books', <MyBooksPage key="mb" />],
    ['/student/id-card', <MyIdCardPage key="id" />],
    ['/student/planss', <StudentPlansPage key="pp" />],
    ['/payment', <PaymentPage key="pay" />],
  ]),
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter(routes);
