import type { TRole } from '@studydesk/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { matchPath, Navigate, type Params, type RouteObject, useParams, useRoutes } from 'react-router';
import { FullScreenLoader } from '../features/common/full-screen-loader.tsx';
import { NotFoundPage } from '../features/common/not-found.tsx';
import { type CatalogPart, preloadPart } from '../i18n/i18n.ts';
import type { MessageKey } from '../i18n/keys.ts';
import { type ApiPath, fetchEarly } from '../lib/api-client.ts';
import { Guard } from './guard.tsx';

// Declarative routes (no data router) keep the first download small; every page's code, and each
// portal's frame, is fetched when first visited, so a screen downloads only what it shows. A page
// that names a part of the dictionaries gets its texts in the same round trip as its code; one that
// names its first reads gets them started with it (`startScreen`).
type Page = [
  path: string,
  load: () => Promise<ReactNode>,
  texts?: CatalogPart,
  // A path with parameters names its reads from them.
  reads?: ApiPath<'get'>[] | ((params: Params) => ApiPath<'get'>[]),
];

/** What each path needs before its first screen, started at once by `startScreen`. */
const screens = new Map<string, (params: Params) => void>();

function lazyRoute([path, load, texts, reads]: Page, frame?: () => Promise<unknown>): RouteObject {
  const loadAll = () => Promise.all([load(), texts ? preloadPart(texts) : null, frame?.()]);
  screens.set(path, (params) => {
    for (const read of typeof reads === 'function' ? reads(params) : (reads ?? [])) fetchEarly(read);
    void loadAll().catch(() => undefined); // the route itself reports a failed download
  });
  const Loaded = lazy(async () => {
    const [element] = await loadAll();
    return { default: () => element };
  });
  return { path, element: <Loaded /> };
}

/**
 * Starts the code, texts and first reads of the screen at `pathname` alongside the session check
 * (index.html preloads `/api/auth/me`), instead of one after the other once the guard lets it in.
 */
export function startScreen(pathname: string) {
  const exact = screens.get(pathname);
  if (exact) return exact({});
  for (const [path, start] of screens) {
    const match = path.includes(':') ? matchPath(path, pathname) : null;
    if (match) return start(match.params);
  }
}

// A portal shows once its code and its texts are in.
let portalFrame: Promise<typeof import('./layouts/portal.tsx')> | undefined;
function loadPortal() {
  portalFrame ??= Promise.all([import('./layouts/portal.tsx'), preloadPart('portal')]).then(([m]) => m);
  // A failed download (offline) may be tried again on the next visit.
  portalFrame.catch(() => {
    portalFrame = undefined;
  });
  return portalFrame;
}
const Portal = lazy(async () => ({ default: (await loadPortal()).Portal }));

// Each portal's sidebar comes with the portal's code (layouts/navigation.ts), not in the first download.
function area(role: TRole, roleLabel: MessageKey, pages: Page[], dark = false): RouteObject {
  return {
    element: (
      <Guard roles={[role]}>
        <Portal role={role} roleLabel={roleLabel} dark={dark} />
      </Guard>
    ),
    children: pages.map((page) => lazyRoute(page, loadPortal)),
  };
}

/** `/student/:id` is the admin's student details; named student pages win, other words are unknown. */
function NumericIdOnly({ children }: { children: ReactNode }) {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <NotFoundPage />;
  return children;
}

const pages: RouteObject[] = [
  { path: '/', element: <Navigate to="/student" replace /> },
  lazyRoute([
    '/superadmin',
    () => import('../features/auth/pages/superadmin-login-page.tsx').then((m) => <m.SuperadminLoginPage />),
  ]),
  lazyRoute([
    '/admin',
    () => import('../features/auth/pages/admin-login-page.tsx').then((m) => <m.AdminLoginPage />),
  ]),
  lazyRoute([
    '/staff',
    () => import('../features/auth/pages/staff-login-page.tsx').then((m) => <m.StaffLoginPage />),
  ]),
  lazyRoute([
    '/set-password/:token',
    () => import('../features/auth/pages/set-password-page.tsx').then((m) => <m.SetPasswordPage />),
  ]),
  // A month-end message's link: Yes or No without signing in.
  lazyRoute([
    '/month-end/:token',
    () => import('../features/month-end/pages/month-end-link-page.tsx').then((m) => <m.MonthEndLinkPage />),
    'dashboard',
  ]),
  // A library's public page: anyone, no sign-in.
  lazyRoute([
    '/l/:slug',
    () =>
      import('../features/public-pages/pages/public-library-page.tsx').then((m) => <m.PublicLibraryPage />),
    'leads',
    // As features/public-pages/api/public-pages.ts reads it.
    ({ slug }) => [`/api/public/libraries/${encodeURIComponent(slug ?? '')}`],
  ]),
  lazyRoute([
    '/student',
    () => import('../features/auth/pages/student-login-page.tsx').then((m) => <m.StudentLoginPage />),
  ]),
  // The door: a paired kiosk (no session, its own credential) and a student's scan of the poster.
  lazyRoute([
    '/kiosk',
    () => import('../features/operations/pages/kiosk-page.tsx').then((m) => <m.KioskPage />),
    'operations',
  ]),
  lazyRoute([
    '/door',
    () => import('../features/operations/pages/door-poster-page.tsx').then((m) => <m.DoorPosterPage />),
    'operations',
  ]),
  area(
    'superadmin',
    'roles.superadmin',
    [
      [
        '/superadmin/dashboard',
        () =>
          import('../features/dashboard/pages/superadmin-dashboard.tsx').then((m) => (
            <m.SuperadminDashboard />
          )),
        'platform',
      ],
      [
        '/superadmin/manage-organizations',
        () =>
          import('../features/organizations/pages/organizations-page.tsx').then((m) => (
            <m.OrganizationsPage />
          )),
        'platform',
      ],
      [
        '/superadmin/manage-institutes',
        () => import('../features/institutes/pages/institutes-page.tsx').then((m) => <m.InstitutesPage />),
        'platform',
      ],
      [
        '/superadmin/manage-superadmins',
        () => import('../features/superadmins/pages/superadmins-page.tsx').then((m) => <m.SuperadminsPage />),
        'platform',
      ],
      [
        '/superadmin/change-password',
        () => import('../features/auth/components/change-password.tsx').then((m) => <m.ChangePassword />),
        'account',
      ],
      [
        '/superadmin/global-settings',
        () =>
          import('../features/platform/pages/global-settings-page.tsx').then((m) => <m.GlobalSettingsPage />),
        'platform',
      ],
      [
        '/superadmin/track-activities',
        () => import('../features/platform/pages/activities-page.tsx').then((m) => <m.ActivitiesPage />),
        'platform',
      ],
      [
        '/superadmin/scheduled-work',
        () => import('../features/platform/pages/jobs-page.tsx').then((m) => <m.JobsPage />),
        'platform',
      ],
      [
        '/admin/manage-admins',
        () => import('../features/admins/pages/admins-page.tsx').then((m) => <m.AdminsPage />),
        'platform',
      ],
      [
        '/superadmin/view-students',
        () => import('../features/platform/pages/all-students-page.tsx').then((m) => <m.AllStudentsPage />),
        'platform',
      ],
      [
        '/superadmin/view-staff',
        () => import('../features/platform/pages/all-staff-page.tsx').then((m) => <m.AllStaffPage />),
        'platform',
      ],
    ],
    true,
  ),
  area('admin', 'roles.admin', [
    [
      '/admin/dashboard',
      () => import('../features/dashboard/pages/admin-dashboard.tsx').then((m) => <m.AdminDashboard />),
      'dashboard',
      ['/api/dashboard/cockpit'],
    ],
    [
      '/admin/enquiries',
      () => import('../features/public-pages/pages/leads-page.tsx').then((m) => <m.LeadsPage />),
      'leads',
    ],
    [
      '/admin/month-end',
      () => import('../features/month-end/pages/month-end-page.tsx').then((m) => <m.MonthEndPage />),
      'dashboard',
    ],
    [
      '/admin/students',
      () =>
        import('../features/students/pages/manage-students-page.tsx').then((m) => <m.ManageStudentsPage />),
      'students',
    ],
    [
      '/admin/import-export',
      () =>
        import('../features/import-export/pages/import-export-page.tsx').then((m) => <m.ImportExportPage />),
      'students',
    ],
    [
      '/admin/student-profile',
      () => import('../features/id-cards/pages/id-cards-page.tsx').then((m) => <m.IdCardsPage />),
      'idCards',
    ],
    [
      '/admin/staff',
      () => import('../features/staff/pages/manage-staff-page.tsx').then((m) => <m.ManageStaffPage />),
      'staff',
    ],
    [
      '/admin/memberships',
      () => import('../features/seating/pages/plans-page.tsx').then((m) => <m.PlansPage />),
      'seating',
    ],
    [
      '/admin/seat-map',
      () => import('../features/seating/pages/seat-map-page.tsx').then((m) => <m.SeatMapPage />),
      'seating',
    ],
    [
      '/admin/seats',
      () => import('../features/seating/pages/seats-page.tsx').then((m) => <m.SeatsPage />),
      'seating',
    ],
    [
      '/admin/invoices',
      () => import('../features/finance/pages/invoices-page.tsx').then((m) => <m.InvoicesPage />),
      'finance',
    ],
    [
      '/admin/fees-discounts',
      () => import('../features/finance/pages/fees-page.tsx').then((m) => <m.FeesPage />),
      'finance',
    ],
    [
      '/admin/money',
      () => import('../features/finance/pages/money-desk-page.tsx').then((m) => <m.MoneyDeskPage />),
      'finance',
    ],
    [
      '/admin/expenses',
      () => import('../features/expenses/pages/expenses-page.tsx').then((m) => <m.ExpensesPage />),
      'finance',
    ],
    [
      '/admin/change-password',
      () => import('../features/settings/pages/admin-settings-page.tsx').then((m) => <m.AdminSettingsPage />),
      'account',
    ],
    [
      '/admin/institutes',
      () => import('../features/institutes/pages/institutes-page.tsx').then((m) => <m.InstitutesPage />),
      'platform',
    ],
    [
      '/admin/books',
      () => import('../features/operations/pages/books-page.tsx').then((m) => <m.BooksPage />),
      'operations',
    ],
    [
      '/admin/events',
      () => import('../features/operations/pages/manage-events-page.tsx').then((m) => <m.ManageEventsPage />),
      'operations',
    ],
    [
      '/admin/messages',
      () => import('../features/reminders/pages/messages-page.tsx').then((m) => <m.MessagesPage />),
      'account',
    ],
    [
      '/admin/user-logs',
      () => import('../features/operations/pages/user-logs-page.tsx').then((m) => <m.UserLogsPage />),
      'operations',
    ],
    [
      '/student/:id',
      () =>
        import('../features/students/pages/student-details-page.tsx').then((m) => (
          <NumericIdOnly>
            <m.StudentDetailsPage />
          </NumericIdOnly>
        )),
      'finance',
    ],
    [
      '/add-student',
      () => import('../features/students/pages/student-form-page.tsx').then((m) => <m.StudentFormPage />),
      'students',
    ],
    [
      '/add-edit-student/:id',
      () => import('../features/students/pages/student-form-page.tsx').then((m) => <m.StudentFormPage />),
      'students',
    ],
    [
      '/add-sift',
      () => import('../features/seating/pages/shifts-page.tsx').then((m) => <m.ShiftsPage />),
      'seating',
    ],
  ]),
  area('staff', 'roles.staff', [
    [
      '/staff/dashboard',
      () => import('../features/dashboard/pages/staff-dashboard.tsx').then((m) => <m.StaffDashboard />),
      'dashboard',
      // What its queries read first (dashboard/api/staff-home.ts, seating/api/pauses.ts, common/my-institutes.ts).
      ['/api/dashboard/staff', '/api/pauses?limit=100&status=Pending', '/api/superadmin/institutes'],
    ],
    [
      '/staff/students',
      () => import('../features/staff/pages/staff-students-page.tsx').then((m) => <m.StaffStudentsPage />),
      'staff',
    ],
    [
      '/staff/enquiries',
      () => import('../features/public-pages/pages/leads-page.tsx').then((m) => <m.LeadsPage />),
      'leads',
    ],
    [
      '/staff/seat-booking',
      () => import('../features/operations/pages/seat-bookings-page.tsx').then((m) => <m.SeatBookingsPage />),
      'operations',
    ],
    [
      '/staff/checkin',
      () => import('../features/operations/pages/checkin-page.tsx').then((m) => <m.CheckinPage />),
      'operations',
    ],
    [
      '/staff/attendance',
      () => import('../features/operations/pages/attendance-page.tsx').then((m) => <m.AttendancePage />),
      'operations',
    ],
    [
      '/staff/invoice',
      () => import('../features/finance/pages/staff-invoices-page.tsx').then((m) => <m.StaffInvoicesPage />),
      'finance',
    ],
    [
      '/staff/money',
      () => import('../features/finance/pages/money-desk-page.tsx').then((m) => <m.MoneyDeskPage />),
      'finance',
    ],
    [
      '/staff/membership',
      () =>
        import('../features/seating/pages/staff-memberships-page.tsx').then((m) => (
          <m.StaffMembershipsPage />
        )),
      'seating',
    ],
    [
      '/staff/books',
      () =>
        import('../features/operations/pages/books-page.tsx').then((m) => (
          <m.BooksPage title="operations.books.deskTitle" />
        )),
      'operations',
    ],
    [
      '/staff/activity-log',
      () => import('../features/staff/pages/staff-students-page.tsx').then((m) => <m.StaffActivityPage />),
      'staff',
    ],
    [
      '/staff/seat-add-booking',
      () =>
        import('../features/operations/pages/add-seat-booking-page.tsx').then((m) => (
          <m.AddSeatBookingPage />
        )),
      'operations',
    ],
    [
      '/staff/events',
      () =>
        import('../features/operations/pages/events-list-page.tsx').then((m) => (
          <m.EventsListPage title="operations.events.viewTitle" />
        )),
      'operations',
    ],
    [
      '/staff/change-password',
      () => import('../features/auth/components/change-password.tsx').then((m) => <m.ChangePassword />),
      'account',
    ],
  ]),
  area('student', 'roles.student', [
    [
      '/student/dashboard',
      () => import('../features/dashboard/pages/student-dashboard.tsx').then((m) => <m.StudentDashboard />),
      'dashboard',
      // What its queries read first (features/dashboard/api/student-home.ts, common/my-institutes.ts).
      ['/api/dashboard/student', '/api/superadmin/institutes'],
    ],
    [
      '/student/view-seat',
      () => import('../features/seating/pages/my-seat-page.tsx').then((m) => <m.MySeatPage />),
      'seating',
    ],
    [
      '/student/book-seat',
      () => import('../features/seating/pages/seat-map-page.tsx').then((m) => <m.BookSeatPage />),
      'seating',
    ],
    [
      '/student/membership',
      () => import('../features/seating/pages/my-memberships-page.tsx').then((m) => <m.MyMembershipsPage />),
      'seating',
    ],
    [
      '/student/payments',
      () =>
        import('../features/finance/pages/payment-history-page.tsx').then((m) => <m.PaymentHistoryPage />),
      'finance',
    ],
    [
      '/student/change-password',
      () => import('../features/auth/components/change-password.tsx').then((m) => <m.ChangePassword />),
      'account',
    ],
    [
      '/student/alerts',
      () =>
        import('../features/operations/pages/events-list-page.tsx').then((m) => (
          <m.EventsListPage title="operations.events.alertsTitle" />
        )),
      'operations',
    ],
    [
      '/student/books',
      () => import('../features/operations/pages/my-books-page.tsx').then((m) => <m.MyBooksPage />),
      'operations',
    ],
    [
      '/student/id-card',
      () => import('../features/id-cards/pages/my-id-card-page.tsx').then((m) => <m.MyIdCardPage />),
      'idCards',
    ],
    [
      '/student/planss',
      () => import('../features/seating/pages/student-plans-page.tsx').then((m) => <m.StudentPlansPage />),
      'seating',
    ],
    [
      '/payment',
      () => import('../features/finance/pages/plan-payment-page.tsx').then((m) => <m.PlanPaymentPage />),
      'finance',
    ],
  ]),
  { path: '*', element: <NotFoundPage /> },
];

/** Every route of the app; the first visit shows the spec's 'Loading...' while its code arrives. */
export function AppRoutes() {
  return <Suspense fallback={<FullScreenLoader />}>{useRoutes(pages)}</Suspense>;
}
