import { Page } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConsultationThread } from '../components/consultation-thread';

/** Messages: the Doctor Verified member's consultation thread with their clinician. */
export default function MessagesPage() {
  useDocumentTitle('Messages');
  return (
    <Page
      title="Messages"
      description="Direct, secure messages with the clinician who reviews your plan."
      className="max-w-3xl"
    >
      <ConsultationThread viewer="member" />
    </Page>
  );
}
