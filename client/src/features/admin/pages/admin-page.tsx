import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { queryKeys } from '@/lib/query-keys';
import { useAdminStats } from '../api/admin-api';
import { AnalyticsTab } from '../components/analytics-tab';
import { ReportsTab } from '../components/reports-tab';
import { ReviewsTab } from '../components/reviews-tab';
import { StatCards } from '../components/stat-cards';
import { SupportTab } from '../components/support-tab';
import { UsersTab } from '../components/users-tab';

const number = new Intl.NumberFormat('en-US');

/** Admin Dashboard (docs/product.md#screens): headline, four stat cards, and the Users / Reports / Analytics tabs, plus Support. */
export default function AdminPage() {
  useDocumentTitle('Admin');
  const queryClient = useQueryClient();
  const stats = useAdminStats();
  const [refreshing, setRefreshing] = useState(false);

  async function refreshAll() {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <Page
      title="Admin Dashboard"
      description={
        stats.data ? (
          <>
            <span className="font-semibold text-foreground" data-testid="admin-total-users">
              {number.format(stats.data.totalUsers)}
            </span>{' '}
            total users · updated {formatDateTime(stats.data.generatedAt)}
          </>
        ) : (
          'Users, reports and statistics'
        )
      }
      actions={
        <Button variant="outline" onClick={() => void refreshAll()} disabled={refreshing}>
          <RefreshCw
            className={refreshing ? 'animate-spin motion-reduce:animate-none' : undefined}
            aria-hidden="true"
          />
          Refresh
        </Button>
      }
    >
      <div className="space-y-8">
        {stats.isError ? (
          <Alert variant="destructive" title="Could not load statistics">
            {errorText(stats.error, 'Please try again.')}
          </Alert>
        ) : (
          <StatCards stats={stats.data} />
        )}

        <Tabs defaultValue="users">
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="users">Users Management</TabsTrigger>
            <TabsTrigger value="reports">Blood Test Reports</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
            <TabsTrigger value="support">Support</TabsTrigger>
            <TabsTrigger value="reviews">Reviews</TabsTrigger>
          </TabsList>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
          <TabsContent value="reports">
            <ReportsTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab stats={stats.data} />
          </TabsContent>
          <TabsContent value="support">
            <SupportTab />
          </TabsContent>
          <TabsContent value="reviews">
            <ReviewsTab />
          </TabsContent>
        </Tabs>
      </div>
    </Page>
  );
}
