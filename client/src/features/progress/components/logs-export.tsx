import type { ProgressCsvFile } from '@common/progress';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { errorText } from '@/lib/api';
import { downloadFile, fileUrl } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The CSV files GET /api/progress/export?file= serves (PROGRESS_CSV_FILES, common/progress.ts). */
const FILES: readonly { file: ProgressCsvFile; label: string }[] = [
  { file: 'weights.csv', label: 'Weights' },
  { file: 'measurements.csv', label: 'Measurements' },
  { file: 'workout-sets.csv', label: 'Workout sets' },
  { file: 'meals.csv', label: 'Meals' },
];

/** Downloads of the member's logs as CSV, for a spreadsheet (also inside the account export). */
export function LogsExport() {
  const [busy, setBusy] = useState<string | null>(null);
  async function download(file: ProgressCsvFile) {
    setBusy(file);
    try {
      await downloadFile(fileUrl('/api/progress/export', { query: { file } }), `vitalplan-${file}`);
    } catch (err) {
      toast.error('Download failed', errorText(err, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export your logs</CardTitle>
        <CardDescription>
          CSV files for a spreadsheet, one row per log (workout sets: one row per set). Your account export on
          the profile page holds them too.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {FILES.map(({ file, label }) => (
          <Button
            key={file}
            variant="outline"
            size="sm"
            disabled={busy !== null}
            onClick={() => void download(file)}
          >
            <Download aria-hidden="true" /> {label} (CSV)
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
