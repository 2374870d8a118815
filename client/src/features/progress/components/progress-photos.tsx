import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_MIME_TYPES } from '@common/progress';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Input } from '@/components/input';
import { FieldError, Label } from '@/components/label';
import { ProtectedImage } from '@/widgets/protected-image';
import { ApiError, errorText } from '@/lib/api';
import { fileUrl } from '@/lib/api-client';
import { formatPlainDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { localToday, useDeletePhoto, usePhotos, useUploadPhoto } from '../api/progress-api';

/** The browser-side check of a chosen photo (the server decides again from the bytes). */
function photoProblem(file: File | undefined): string | null {
  if (!file) return 'Choose a photo.';
  if (file.type && !(PHOTO_MIME_TYPES as readonly string[]).includes(file.type))
    return PHOTO_MESSAGES.invalidType;
  if (file.size === 0) return PHOTO_MESSAGES.empty;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/**
 * Optional progress photos on /progress: only the member sees them; adding one is Premium, seeing and deleting
 * one's photos is not (docs/product.md#progress-tracking).
 */
export function ProgressPhotos({ canAdd }: { canAdd: boolean }) {
  const photos = usePhotos();
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const [date, setDate] = useState(localToday());
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = photos.data?.photos ?? [];
  if (!canAdd && list.length === 0) return null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const file = fileInput.current?.files?.[0];
    const problem = photoProblem(file);
    if (problem || !file) {
      setError({ field: 'file', message: problem ?? 'Choose a photo.' });
      return;
    }
    upload.mutate(
      { file, date },
      {
        onSuccess: () => {
          toast.success('Photo added', 'Only you can see it.');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (err) =>
          setError({
            field: err instanceof ApiError ? err.field : null,
            message: errorText(err, 'Could not add the photo. Please try again.'),
          }),
      },
    );
  }

  return (
    <Card data-testid="progress-photos">
      <CardHeader>
        <CardTitle>Progress photos</CardTitle>
        <CardDescription>
          Optional. Only you can see them: they are stored encrypted, and the place and camera details in a
          photo are removed.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {canAdd ? (
          <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end" noValidate>
            <div className="space-y-1.5">
              <Label htmlFor="photo-date">Date</Label>
              <Input
                id="photo-date"
                type="date"
                value={date}
                max={localToday()}
                onChange={(e) => setDate(e.target.value)}
                aria-invalid={error?.field === 'date' || undefined}
                aria-describedby={error?.field === 'date' ? 'photo-date-error' : undefined}
              />
              {error?.field === 'date' && <FieldError id="photo-date-error" message={error.message} />}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="photo-file">Photo (JPEG, PNG or WebP)</Label>
              <Input
                id="photo-file"
                ref={fileInput}
                type="file"
                accept={PHOTO_ACCEPT}
                aria-invalid={error?.field === 'file' || undefined}
                aria-describedby={error?.field === 'file' ? 'photo-file-error' : undefined}
              />
              {error?.field === 'file' && <FieldError id="photo-file-error" message={error.message} />}
            </div>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? 'Uploading…' : 'Add photo'}
            </Button>
            {error && error.field !== 'date' && error.field !== 'file' && (
              <p role="alert" className="text-sm text-destructive sm:col-span-3">
                {error.message}
              </p>
            )}
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">
            Adding photos is part of{' '}
            <Link href="/subscribe" className="font-semibold underline">
              Premium
            </Link>
            . Your earlier photos stay yours to see and delete.
          </p>
        )}
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No photos yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((p) => (
              <li key={p.id} className="space-y-2" data-testid="progress-photo">
                <ProtectedImage
                  url={fileUrl('/api/progress/photos/:id', { params: { id: p.id } })}
                  alt={`Progress photo of ${formatPlainDate(p.date)}`}
                  errorText="The photo could not be loaded."
                />
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm">{formatPlainDate(p.date)}</span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={`Delete the photo of ${formatPlainDate(p.date)}`}
                    onClick={() =>
                      remove.mutate(p.id, {
                        onSuccess: () => toast.success('Photo deleted'),
                        onError: (err) =>
                          toast.error('Could not delete the photo', errorText(err, 'Try again.')),
                      })
                    }
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
