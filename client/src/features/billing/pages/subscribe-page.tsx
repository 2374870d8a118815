import { Page } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SubscribePage() {
  useDocumentTitle('Subscribe');
  return (
    <Page title="Choose Your Plan" description="Unlock personalised plans built from your blood tests." />
  );
}
