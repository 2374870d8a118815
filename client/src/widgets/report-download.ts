import { errorText } from '@/lib/api';
import { downloadFile, fileUrl } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * Downloads a report's original file (the owner's, or any member's for an admin) and tells the user when that
 * fails. Resolves either way, so callers only track their busy state.
 */
export async function downloadReport(report: { id: string; filename: string }): Promise<void> {
  try {
    await downloadFile(
      fileUrl('/api/blood-test/reports/:id/file', { params: { id: report.id } }),
      report.filename,
    );
  } catch (err) {
    toast.error('Download Failed', errorText(err, 'Could not download the report. Please try again.'));
  }
}
