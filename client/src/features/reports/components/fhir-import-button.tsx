import { FileBraces } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/button';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useImportFhir } from '../api/reports-api';

/**
 * "Import FHIR file": lab results a lab portal or hospital gave as a FHIR R4 JSON file become reports at once (taken
 * as the file says, nothing to read); what the file holds that we do not know is listed on each report.
 */
export function FhirImportButton() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const importFhir = useImportFhir();

  async function onChoose(file: File | undefined) {
    if (!file) return;
    try {
      const res = await importFhir.mutateAsync(file);
      toast.success('Import Successful', res.message);
    } catch (err) {
      toast.error('Import Failed', errorText(err, 'Could not import this FHIR file. Please try again.'));
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".json,application/json,application/fhir+json"
        className="sr-only"
        aria-label="Choose a FHIR lab results file"
        onChange={(e) => void onChoose(e.target.files?.[0])}
      />
      <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={importFhir.isPending}>
        <FileBraces /> {importFhir.isPending ? 'Importing...' : 'Import FHIR file'}
      </Button>
      <span>Results from a lab portal as FHIR R4 JSON.</span>
    </div>
  );
}
