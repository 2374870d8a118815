/** Every route of docs/product.md#screens (and the support pages), each page loaded on demand (the landing page does not download the dashboard). */
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoader } from '@/components/spinner';
import { GuestOnly, RequireAdmin, RequireAuth, RequireNoSubscription } from './guards';

const LandingPage = lazy(() => import('@/features/landing/pages/landing-page'));
const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const SignupPage = lazy(() => import('@/features/auth/pages/signup-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page'));
const VerifyEmailPage = lazy(() => import('@/features/auth/pages/verify-email-page'));
const CancelEmailChangePage = lazy(() => import('@/features/auth/pages/cancel-email-change-page'));
const UnlockSignInPage = lazy(() => import('@/features/auth/pages/unlock-sign-in-page'));
const UnsubscribePage = lazy(() => import('@/features/account/pages/unsubscribe-page'));
const DashboardScreen = lazy(() => import('./screens/dashboard-screen'));
const ProfileScreen = lazy(() => import('./screens/profile-screen'));
const SubscribePage = lazy(() => import('@/features/billing/pages/subscribe-page'));
const AdminPage = lazy(() => import('@/features/admin/pages/admin-page'));
const StaticPage = lazy(() => import('@/features/static-pages/pages/static-page'));
const PlanPage = lazy(() => import('@/features/plans/pages/plan-page'));
const ReportPage = lazy(() => import('@/features/reports/pages/report-page'));
const BiomarkersPage = lazy(() => import('@/features/reports/pages/biomarkers-page'));
const MyRequestsPage = lazy(() => import('@/features/support/pages/my-requests-page'));
const NewRequestPage = lazy(() => import('@/features/support/pages/new-request-page'));
const RequestPage = lazy(() => import('@/features/support/pages/request-page'));
const ClinicianPage = lazy(() => import('@/features/clinician/pages/clinician-page'));
const ReviewPage = lazy(() => import('@/features/clinician/pages/review-page'));
const MessagesPage = lazy(() => import('@/features/clinician/pages/messages-page'));
const ProgressScreen = lazy(() => import('./screens/progress-screen'));
const TodayScreen = lazy(() => import('./screens/today-screen'));
const NotFoundPage = lazy(() => import('./not-found-page'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/login">
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        </Route>
        <Route path="/signup">
          <GuestOnly>
            <SignupPage />
          </GuestOnly>
        </Route>
        <Route path="/register">
          <GuestOnly>
            <SignupPage />
          </GuestOnly>
        </Route>
        <Route path="/forgot-password">
          <GuestOnly>
            <ForgotPasswordPage />
          </GuestOnly>
        </Route>
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route path="/cancel-email-change" component={CancelEmailChangePage} />
        <Route path="/unlock-sign-in" component={UnlockSignInPage} />
        <Route path="/unsubscribe" component={UnsubscribePage} />
        <Route path="/dashboard">
          <RequireAuth>
            <DashboardScreen />
          </RequireAuth>
        </Route>
        <Route path="/today">
          <RequireAuth>
            <TodayScreen />
          </RequireAuth>
        </Route>
        <Route path="/progress">
          <RequireAuth>
            <ProgressScreen />
          </RequireAuth>
        </Route>
        <Route path="/plans/:id">
          <RequireAuth>
            <PlanPage />
          </RequireAuth>
        </Route>
        <Route path="/reports/:id">
          <RequireAuth>
            <ReportPage />
          </RequireAuth>
        </Route>
        <Route path="/biomarkers">
          <RequireAuth>
            <BiomarkersPage />
          </RequireAuth>
        </Route>
        <Route path="/clinician">
          <RequireAuth>
            <ClinicianPage />
          </RequireAuth>
        </Route>
        <Route path="/clinician/reviews/:planId">
          <RequireAuth>
            <ReviewPage />
          </RequireAuth>
        </Route>
        <Route path="/messages">
          <RequireAuth>
            <MessagesPage />
          </RequireAuth>
        </Route>
        <Route path="/profile">
          <RequireAuth>
            <ProfileScreen />
          </RequireAuth>
        </Route>
        <Route path="/support">
          <RequireAuth>
            <MyRequestsPage />
          </RequireAuth>
        </Route>
        <Route path="/support/new">
          <RequireAuth>
            <NewRequestPage />
          </RequireAuth>
        </Route>
        <Route path="/support/:id">
          <RequireAuth>
            <RequestPage />
          </RequireAuth>
        </Route>
        <Route path="/subscribe">
          <RequireNoSubscription>
            <SubscribePage />
          </RequireNoSubscription>
        </Route>
        <Route path="/admin">
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        </Route>
        <Route path="/terms">
          <StaticPage slug="terms" />
        </Route>
        <Route path="/privacy">
          <StaticPage slug="privacy" />
        </Route>
        <Route path="/medical-disclaimer">
          <StaticPage slug="medical-disclaimer" />
        </Route>
        <Route path="/security">
          <StaticPage slug="security" />
        </Route>
        <Route path="/help">
          <StaticPage slug="help" />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
