import { Page } from '@/components/page';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  return <Page title="Dashboard" description={`Welcome back, ${user?.username ?? ''}!`} />;
}
