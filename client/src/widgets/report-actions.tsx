import { Download, Eye } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { downloadReport } from '@/widgets/report-download';
import { Button } from '@/components/button';

/** A report's row actions wherever reports are listed: view its page, download its file, and any extras. */
export function ReportActions({
  report,
  children,
  className = 'flex gap-1',
}: {
  report: { id: string; filename: string };
  /** More actions after view and download (e.g. delete). */
  children?: ReactNode;
  className?: string;
}) {
  const [downloading, setDownloading] = useState(false);
  async function onDownload() {
    setDownloading(true);
    await downloadReport(report);
    setDownloading(false);
  }
  return (
    <span className={className}>
      <Button asChild variant="ghost" size="icon" aria-label={`View ${report.filename}`}>
        <Link href={`/reports/${report.id}`}>
          <Eye />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Download ${report.filename}`}
        disabled={downloading}
        onClick={() => void onDownload()}
      >
        <Download />
      </Button>
      {children}
    </span>
  );
}
