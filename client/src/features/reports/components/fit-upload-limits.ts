import { FIT_LIMITS, FIT_MESSAGES } from '@common/imports';

/** Over a limit of common/imports.ts FIT_LIMITS: said before uploading (the server refuses the same). */
export function refuseFit(files: File[]): string | null {
  if (files.length > FIT_LIMITS.maxFiles) return FIT_MESSAGES.tooMany;
  const total = files.reduce((n, f) => n + f.size, 0);
  if (files.some((f) => f.size > FIT_LIMITS.maxFileBytes) || total > FIT_LIMITS.maxTotalBytes)
    return FIT_MESSAGES.tooLarge;
  return null;
}
