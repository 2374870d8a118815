/** Typed errors that services throw; the one error handler maps them to status codes and `{ message }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, field?: string) {
    super(400, message, field ? { field } : undefined);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Please log in to continue.') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have access to this.') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  /** `extra`: machine-readable fields sent beside the message (e.g. how to create what was not found). */
  constructor(message = 'Not found.', extra?: Record<string, unknown>) {
    super(404, message, extra);
  }
}
export class Conflict extends AppError {
  constructor(message: string, field?: string) {
    super(409, message, field ? { field } : undefined);
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaType extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}
/** Well-formed but refused content (a document we will not keep). */
export class UnprocessableEntity extends AppError {
  constructor(message: string, field?: string) {
    super(422, message, field ? { field } : undefined);
  }
}
export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super(429, message, retryAfterSeconds ? { retryAfter: retryAfterSeconds } : undefined);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message = 'The service is temporarily unavailable. Please try again in a moment.') {
    super(503, message);
  }
}
/** An outside service (payment provider, ...) failed: 502 with a readable message. */
export class BadGateway extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}
