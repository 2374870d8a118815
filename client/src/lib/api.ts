/**
 * What every API call shares (docs/product.md#api, #errors-and-messages): the bearer token from localStorage
 * `auth_token`, any non-OK response raised as an ApiError "STATUS: response text", and the texts people see for it.
 * The calls themselves are the typed client's (api-client.ts).
 */
import { AUTH_TOKEN_STORAGE_KEY } from '@common/limits';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

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

/**
 * Shows a failed submit of a react-hook-form form: on the field the server named (serverFieldError), else in the
 * form's error summary. Returns the text, for a toast.
 */
export function showSubmitError<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; setServerError: (message: string) => void },
  error: unknown,
  fallback: string,
  fields: Readonly<Record<string, FieldPath<T>>>,
): string {
  const { field, message } = serverFieldError(error, fallback, fields);
  if (field) form.setError(field, { type: 'server', message });
  else form.setServerError(message);
  return message;
}

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
