import { Page } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ProfilePage() {
  useDocumentTitle('Profile');
  return <Page title="Your Profile" description="Your health information and blood test reports." />;
}
