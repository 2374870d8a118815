import { Page } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AdminPage() {
  useDocumentTitle('Admin');
  return <Page title="Admin Dashboard" />;
}
