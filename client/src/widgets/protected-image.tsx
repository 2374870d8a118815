import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchFile, type FileUrl } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { Skeleton } from '@/components/skeleton';

/** An image behind the API's bearer token (an <img src> cannot send it): fetched, then shown from a blob URL. */
export function ProtectedImage({
  url,
  alt,
  errorText = 'The screenshot could not be loaded.',
}: {
  url: FileUrl;
  alt: string;
  errorText?: string;
}) {
  const query = useQuery({
    queryKey: queryKeys.file(url),
    queryFn: async () => URL.createObjectURL(await fetchFile(url)),
    staleTime: Infinity,
    gcTime: 0,
  });
  const objectUrl = query.data;
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);

  if (query.isError) return <p className="text-sm text-destructive">{errorText}</p>;
  if (!objectUrl) return <Skeleton className="h-40 w-full max-w-md" />;
  return (
    <a href={objectUrl} target="_blank" rel="noreferrer" className="inline-block max-w-full">
      <img
        src={objectUrl}
        alt={alt}
        className="max-h-96 max-w-full rounded-lg border border-border object-contain"
      />
    </a>
  );
}
