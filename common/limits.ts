/** Business constants and limits of docs/product.md#pricing-and-limits (and the issues that refine them). */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Letters, digits and `_ . -`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const EMAIL_MAX = 254;

export const AGE_RANGE = { min: 13, max: 120 } as const;
export const HEIGHT_CM_RANGE = { min: 100, max: 250 } as const;
export const WEIGHT_KG_RANGE = { min: 30, max: 300 } as const;

/** Custom profile list entries: at most this many per list, each at most this long. */
export const PROFILE_LIST_MAX_ITEMS = 20;
export const PROFILE_LIST_ITEM_MAX = 60;
export const MEDICATION_ITEM_MAX = 120;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf', 'image/tiff'] as const;
export const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf', '.tif', '.tiff'] as const;
/** Which extensions belong to which detected type. */
export const UPLOAD_EXTENSIONS_BY_MIME: Record<(typeof UPLOAD_MIME_TYPES)[number], readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
  'image/tiff': ['.tif', '.tiff'],
};
export const FILENAME_DISPLAY_MAX = 200;

export const UPLOAD_MESSAGES = {
  invalidTypeTitle: 'Invalid File Type',
  invalidType: 'Please upload JPG, PNG, PDF, or TIFF files only.',
  tooLargeTitle: 'File Too Large',
  tooLarge: 'Please upload files smaller than 10MB.',
  empty: 'The file is empty. Please choose a blood test report to upload.',
} as const;

/**
 * Fair reading of reports (security issue #27): a member's reports waiting or being read at once, and the pages a
 * member may send to be read per hour. Three reports cover a typical visit (blood count, lipids, thyroid); 60
 * pages an hour covers two 30-page "full body" packages, while one account can no longer queue hours of OCR for
 * everyone (a scanned page takes ~1.5 s of both cores).
 */
export const REPORT_READING = {
  maxInProgress: 3,
  pagesPerHour: 60,
  /** Each member has at most this many reports read at once (across all servers); others take turns. */
  maxRunningPerMember: 1,
} as const;

/**
 * Consultation messages (security issue #27): each may mail the other side, so a burst is refused with 429. A
 * clinician writes to many members, a member to one clinician: the clinician's allowance is larger.
 */
export const CONSULTATION_MESSAGE_LIMITS = {
  windowMinutes: 10,
  member: 10,
  clinician: 60,
} as const;

/** Dashboard/profile "recent" lists show this many items. */
export const RECENT_LIST_SIZE = 3;

/** Plan durations in days (free 1 week, premium and doctor verified 4 weeks). */
export const PLAN_DURATION_DAYS = { free: 7, premium: 28, doctor_verified: 28 } as const;
/** Progress % = 100 − daysLeft × divisor (docs/product.md#states-and-rules). */
export const PLAN_PROGRESS_DIVISOR = { free: 14, premium: 4, doctor_verified: 4 } as const;

export const REFUND_WINDOW_DAYS = 30;
export const DELETION_REQUEST_DAYS = 30;
export const SUPPORT_REPLY_HOURS = 24;
/** The largest screenshot a support request takes (common/support.ts has the rest of the attachment rules). */
export const SUPPORT_ATTACHMENT_MAX_MB = 5;
export const MINIMUM_AGE_FOR_SERVICE = 18;
export const SUPPORT_EMAIL = 'support@vitalplan.app';
export const PRODUCT_NAME = 'VitalPlan';

export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
