import type { Report } from '@common/reports';
import { useLocation } from 'wouter';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDeleteReport } from '../api/reports-api';

/** Deleting the report on screen: says so and goes to the profile, where the member's reports are listed. */
export function useDeleteOpenReport(report: Pick<Report, 'id' | 'filename'>) {
  const remove = useDeleteReport();
  const [, navigate] = useLocation();
  async function deleteReport() {
    try {
      await remove.mutateAsync(report.id);
      toast.success('Report Deleted', `${report.filename} was deleted.`);
      navigate('/profile');
    } catch (err) {
      toast.error('Delete Failed', errorText(err, 'Could not delete the report. Please try again.'));
    }
  }
  return { deleteReport, deleting: remove.isPending };
}
