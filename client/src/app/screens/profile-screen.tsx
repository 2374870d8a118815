import { AccountCard } from '@/features/account/components/account-card';
import { SubscriptionCard } from '@/features/billing/components/subscription-card';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { HealthMetricsCard } from '@/features/profile/components/health-metrics-card';
import { RiskAssessmentCard, RiskDetailsCard } from '@/features/profile/components/risk-details-card';
import { UploadCard } from '@/features/reports/components/upload-card';
import { SupportCard } from '@/features/support/components/support-card';
import { Page } from '@/components/page';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Profile (docs/product.md#screens): personal information form, health metrics card, blood test upload card; plus the member's
 * subscription and account controls (password, data export, deletion) and the way to support.
 */
export default function ProfileScreen() {
  useDocumentTitle('Profile');
  const { profile, user } = useAuth();
  return (
    <Page
      title="Your Profile"
      description="Your health information and blood test reports shape every plan we make."
    >
      {/* Keyed by the user so a different login starts from that member's saved values. */}
      <ProfileForm
        key={user?.id}
        profile={profile}
        aside={(metrics) => (
          <>
            <HealthMetricsCard inputs={metrics} />
            <RiskDetailsCard key={profile?.updatedAt ?? 'none'} profile={profile} />
            {user?.doctorVerified && <RiskAssessmentCard />}
            <UploadCard />
            <SubscriptionCard />
            <AccountCard />
            <SupportCard />
          </>
        )}
      />
    </Page>
  );
}
