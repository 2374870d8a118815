/**
 * The typed API client: every call names a route of common/api-contract.ts by method and path, and takes its path
 * parameters, query and body, and returns its answer, with the types of that route's schemas. A changed schema
 * therefore breaks the client's build where the answer is used. This is the only client module that sends HTTP
 * (lint forbids fetch, XMLHttpRequest and /api URLs elsewhere). Transport rules (docs/product.md#api,
 * #errors-and-messages): cookies sent, the bearer token from lib/api.ts, a JSON content type only when there is a
 * body, and any non-OK answer raised as ApiError "STATUS: response text" (except a 304 to the If-None-Match it sent
 * for a body it keeps, below). Answers are not parsed at run time: the server serializes every one through the
 * same schema (server/src/http/api-contract.test.ts).
 * docs/decisions/009-typed-api-client.md
 */
import type { ApiContract, ApiMethod, ApiRouteKey } from '@common/api-contract';
import type { z } from 'zod';
import { ApiError, authHeaders, throwIfResNotOk } from './api';

type PathOf<K> = K extends `${ApiMethod} ${infer P}` ? P : never;
type KeyOf<M extends ApiMethod, P extends string> = Extract<ApiRouteKey, `${M} ${P}`>;

/** `/api/plans/:id/versions/:version` → `'id' | 'version'`. */
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOption<K extends ApiRouteKey> = [ParamName<PathOf<K>>] extends [never]
  ? unknown
  : { params: Record<ParamName<PathOf<K>>, string | number> };
type QueryOption<K extends ApiRouteKey> = ApiContract[K] extends { query: infer Q extends z.ZodType }
  ? object extends z.input<Q>
    ? { query?: z.input<Q> }
    : { query: z.input<Q> }
  : unknown;
type BodyOption<K extends ApiRouteKey> = ApiContract[K] extends { body: infer B extends z.ZodType }
  ? { body: z.input<B> }
  : unknown;

/** What a call of route K takes: `params` for `:name` segments, `query` and `body` as the route declares them. */
export type ApiOptions<K extends ApiRouteKey> = ParamsOption<K> & QueryOption<K> & BodyOption<K>;
/** Optional when the route needs nothing. */
type OptionsArg<K extends ApiRouteKey> =
  object extends ApiOptions<K> ? [options?: ApiOptions<K>] : [options: ApiOptions<K>];
/** The answer of route K (void when it answers no JSON). */
export type ApiAnswer<K extends ApiRouteKey> = ApiContract[K] extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : void;

type KeysWhere<Shape> = { [K in ApiRouteKey]: ApiContract[K] extends Shape ? K : never }[ApiRouteKey];
type JsonKey = Exclude<ApiRouteKey, KeysWhere<{ form: true } | { file: true }>>;
type JsonPath<M extends ApiMethod> = PathOf<Extract<JsonKey, `${M} ${string}`>>;
type FormPath = PathOf<KeysWhere<{ form: true }>>;
type FilePath = PathOf<KeysWhere<{ file: true }>>;

interface AnyOptions {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
}

/** The route's path with its parameters filled in (encoded) and its query appended (empty values left out). */
function urlOf(path: string, options: AnyOptions | undefined): string {
  const url = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(options?.params?.[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options?.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * Sends one request with the session's credentials and resolves to the Response, whatever its status (the offline
 * sync queue reads refusals itself; everything else goes through `api`, which raises them).
 */
export function sendRequest(
  method: ApiMethod,
  url: string,
  body?: unknown,
  extra: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...authHeaders(), ...extra.headers };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (extra.signal) init.signal = extra.signal;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return fetch(url, init);
}

/**
 * The last bodies of GETs answered with an ETag (the 28-day plan /today re-reads, ~370 kB), by URL and for the
 * bearer token they were read with: the next read of that URL sends If-None-Match and a 304 answers it with the
 * kept text (API answers are no-store, so the browser keeps nothing itself). A few only: the newest last.
 */
const VALIDATED_KEPT = 4;
const validated = new Map<string, { token: string; etag: string; text: string }>();

/** Forgets the kept bodies (logout, a token the server refused): nothing of a member stays in memory after them. */
export function forgetKeptBodies(): void {
  validated.clear();
}

async function call(method: ApiMethod, path: string, options: AnyOptions | undefined): Promise<unknown> {
  const url = urlOf(path, options);
  const token = authHeaders().Authorization ?? '';
  const kept = method === 'GET' ? validated.get(url) : undefined;
  const usable = kept?.token === token ? kept : undefined;
  const res = await sendRequest(
    method,
    url,
    options?.body,
    usable ? { headers: { 'If-None-Match': usable.etag } } : {},
  );
  let text: string;
  if (res.status === 304 && usable) {
    text = usable.text;
  } else {
    await throwIfResNotOk(res);
    text = await res.text();
    const etag = method === 'GET' ? res.headers.get('etag') : null;
    validated.delete(url);
    if (etag && text) {
      validated.set(url, { token, etag, text });
      for (const old of validated.keys()) {
        if (validated.size <= VALIDATED_KEPT) break;
        validated.delete(old);
      }
    }
  }
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function caller<M extends ApiMethod>(method: M) {
  return <P extends JsonPath<M>>(path: P, ...[options]: OptionsArg<KeyOf<M, P>>) =>
    call(method, path, options as AnyOptions | undefined) as Promise<ApiAnswer<KeyOf<M, P>>>;
}

/**
 * A multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). Same rules as the
 * other calls: cookies, bearer token, errors raised as "STATUS: text".
 */
function upload<P extends FormPath>(
  path: P,
  form: FormData,
  onProgress: (fraction: number) => void = () => undefined,
  options?: QueryOption<KeyOf<'POST', P>>,
): Promise<ApiAnswer<KeyOf<'POST', P>>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(path, options as AnyOptions | undefined));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ApiAnswer<KeyOf<'POST', P>>);
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

/** The typed calls: `api.get('/api/plans/:id', { params: { id } })` answers `{ plan: PlanDetail }`. */
export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
  upload,
};

/** The answer of a read the signed-out may make (GET /api/auth/me): null when the server says 401. */
export async function nullIfUnauthorized<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** A request described now and sent later (the offline sync queue stores it): method, URL and typed body. */
export function describeRequest<M extends 'POST' | 'PUT' | 'DELETE', P extends JsonPath<M>>(
  method: M,
  path: P,
  ...[options]: OptionsArg<KeyOf<M, P>>
): { method: M; url: string; body: unknown } {
  const opts = options as AnyOptions | undefined;
  return { method, url: urlOf(path, opts), body: opts?.body };
}

/** The address of a file the API serves (a download, a protected image), built like a call's. */
export type FileUrl = string & { readonly __apiFile: true };
export function fileUrl<P extends FilePath>(path: P, ...[options]: OptionsArg<KeyOf<'GET', P>>): FileUrl {
  return urlOf(path, options as AnyOptions | undefined) as FileUrl;
}

/** A file address the server put in an answer (e.g. a review's `cropUrl`), which it built from its own route. */
export const linkedFileUrl = (url: string): FileUrl => url as FileUrl;

/** Fetches a protected file (bearer token) as a Blob. */
export async function fetchFile(url: FileUrl): Promise<Blob> {
  const res = await fetch(url, { credentials: 'include', headers: authHeaders() });
  await throwIfResNotOk(res);
  return res.blob();
}

/** Downloads a protected file and hands it to the browser as a download. */
export async function downloadFile(url: FileUrl, filename: string): Promise<void> {
  const blobUrl = URL.createObjectURL(await fetchFile(url));
  const a = document.createElement('a');
  a.href = blobUrl;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000);
}
