/**
 * The API client of docs/product.md#api, #errors-and-messages: cookies sent, bearer token from localStorage `auth_token`, a JSON content type
 * only when there is a body, and any non-OK response raised as an error "STATUS: response text".
 */
import { AUTH_TOKEN_STORAGE_KEY } from '@common/limits';
import type { QueryFunction } from '@tanstack/react-query';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The raw response text (or status text when empty). */
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** The server's readable `{ message }`, when the body carries one. */
  get serverMessage(): string | null {
    return this.bodyString('message');
  }

  /** The input field a validation error names (`{ field }`), when it names one. */
  get field(): string | null {
    return this.bodyString('field');
  }

  private bodyString(key: string): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && key in parsed) {
        const value = (parsed as Record<string, unknown>)[key];
        if (typeof value === 'string') return value;
      }
    } catch {
      // Not JSON: nothing readable.
    }
    return null;
  }
}

/** The text to show a person for an error: the server's message if there is one, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  // No answer at all: the screen's own text first (docs/product.md#errors-and-messages), then why.
  if (error instanceof TypeError)
    return `${fallback}${/[.!?]$/.test(fallback) ? '' : '.'} Cannot reach the server: check your connection.`;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * A failed submit as a form shows it: the form field the server's `{ field }` names (looked up in `fields`, API
 * field name → form field name) and the readable text. A message that belongs to no known field has `field` null
 * and goes to the form's error summary.
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fallback: string,
  fields: Readonly<Record<string, F>> = {},
): { field: F | null; message: string } {
  const message = errorText(error, fallback);
  const apiField = error instanceof ApiError ? error.field : null;
  return { field: (apiField && Object.hasOwn(fields, apiField) ? fields[apiField] : null) ?? null, message };
}

/** The query of GET /api/auth/me (lib/auth.tsx reads it; lib/offline-snapshot.ts keeps it for offline starts). */
export const ME_QUERY_KEY = ['/api/auth/me'] as const;

export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  },
  clear(): void {
    localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  },
};

export function authHeaders(): Record<string, string> {
  const token = tokenStore.get();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

/** A call with an optional JSON body; resolves to the Response (already checked to be OK). */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...authHeaders() };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(data);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}

/** Convenience: apiRequest + parse the JSON answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Reads: the query key's segments joined with '/' form the GET URL; a 401 returns null when tolerated. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', headers: authHeaders() });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * A multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). Same rules as
 * apiRequest: cookies, bearer token, errors raised as "STATUS: text".
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch (err) {
          reject(err);
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.send(form);
  });
}

/** Downloads a protected file (bearer token) and hands it to the browser as a download. */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include', headers: authHeaders() });
  await throwIfResNotOk(res);
  const blobUrl = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = blobUrl;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000);
}
