/**
 * The API the client calls, as one table: for each route, the zod schemas of what it takes (query, JSON body or
 * a multipart form) and what it answers. The client's typed calls (client/src/lib/api-client.ts) take their
 * argument and return types from here, so a changed schema breaks the client's build; the server declares the
 * same schemas on its routes, and server/src/http/api-contract.test.ts fails when a route and its entry differ.
 * docs/decisions/009-typed-api-client.md
 */
import { fhirExportQuery, fhirImportResponse } from './fhir';
import { progressOutcomesSchema } from './outcomes';
import { appleHealthImportQuery, importAcceptedResponse, importListResponse, importSchema } from './imports';
import type { z } from 'zod';
import { changeEmailBody, changePasswordBody, deleteAccountBody } from './account';
import {
  customFoodBody,
  foodLogBody,
  foodLogDayQuery,
  foodLogDayResponse,
  foodLogResponse,
  foodResponse,
  foodSearchQuery,
  foodSearchResponse,
  recentFoodsResponse,
  recipeBody,
  recipeResponse,
  recipesResponse,
} from './foods';
import {
  adminAccountResponse,
  adminActivityQuery,
  adminActivityResponse,
  adminReportsQuery,
  adminReportsResponse,
  adminStatsResponse,
  adminSystemResponse,
  adminUserDetailResponse,
  adminUsersQuery,
  adminUsersResponse,
} from './admin';
import {
  authResponse,
  cancelEmailChangeBody,
  forgotPasswordBody,
  loginBody,
  meResponse,
  messageResponse,
  registerBody,
  resetPasswordBody,
  unlockSignInBody,
  verifyEmailBody,
} from './auth';
import {
  adminRevokeBody,
  billingConfigResponse,
  billingStatusResponse,
  cancelResponse,
  clientSecretResponse,
  paymentResult,
  paypalCaptureResponse,
  paypalOrderBody,
  paypalOrderResponse,
  paypalSetupResponse,
  razorpayConfigResponse,
  razorpayCreateOrderBody,
  razorpayOrderResponse,
  razorpayVerifyBody,
  sandboxApproveResponse,
  sandboxBody,
  stripePaymentBody,
} from './billing';
import {
  biomarkerAddBody,
  biomarkerCorrectionBody,
  biomarkerResultResponse,
  biomarkerSeriesResponse,
} from './biomarkers';
import {
  adminReviewStatsSchema,
  approveBody,
  clinicianResponse,
  consultationPostedResponse,
  consultationThreadQuery,
  consultationThreadResponse,
  declineBody,
  grantClinicianBody,
  planReviewResponse,
  postMessageBody,
  requestChangesBody,
  reviewActionResponse,
  reviewDetailResponse,
  reviewQueueQuery,
  reviewQueueResponse,
} from './clinician';
import { exerciseDetailResponse } from './exercises';
import { notificationPreferencesSchema, unsubscribeBody, unsubscribeResponse } from './notifications';
import { swapChoiceBody, swapChoiceResponse, swapOptionsQuery, swapOptionsResponse } from './plan-swaps';
import {
  activePlanResponse,
  generatePlanBody,
  generatePlanResponse,
  planCalendarQuery,
  planDetailResponse,
  planListResponse,
  planVersionListResponse,
} from './plans';
import { profileResponse, profileUpdateBody } from './profile';
import {
  checkInResponse,
  mealLogBody,
  mealLogListResponse,
  mealLogResponse,
  measurementListResponse,
  measurementLogBody,
  measurementLogResponse,
  progressExportQuery,
  activityQuery,
  activityResponse,
  progressPhotoListResponse,
  progressPhotoResponse,
  progressSummarySchema,
  weightListResponse,
  weightLogBody,
  weightLogResponse,
  workoutLogBody,
  workoutLogListQuery,
  workoutLogListResponse,
  workoutLogResponse,
} from './progress';
import {
  reportListResponse,
  reportIdentityBody,
  reportResponse,
  reportUpdatedResponse,
  uploadResponse,
} from './reports';
import { riskAssessmentResponse } from './risk';
import {
  adminTicketResponse,
  adminTicketsQuery,
  adminTicketsResponse,
  ticketCreatedResponse,
  ticketListResponse,
  ticketMessageBody,
  ticketResponse,
} from './support';

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

/** What one route takes and answers. Path parameters (`:id`) are named in the route's key. */
export interface RouteContract {
  /** The query string (the client sends `z.input`). */
  query?: z.ZodType;
  /** The JSON body (the client sends `z.input`). */
  body?: z.ZodType;
  /** The body is multipart/form-data (an upload); the server reads its fields itself. */
  form?: true;
  /** The JSON answer on success (the client receives `z.output`); absent when the answer is a file or empty. */
  response?: z.ZodType;
  /** The success status `response` describes, when not 200. */
  status?: 201 | 202;
  /** The answer is a file (downloaded, or shown as an image), not JSON. */
  file?: true;
}

export const apiContract = {
  // auth
  'POST /api/auth/register': { body: registerBody, response: authResponse, status: 201 },
  'POST /api/auth/login': { body: loginBody, response: authResponse },
  'GET /api/auth/me': { response: meResponse },
  'POST /api/auth/logout': { response: messageResponse },
  'POST /api/auth/verify-email': { body: verifyEmailBody, response: messageResponse },
  'POST /api/auth/resend-verification': { response: messageResponse },
  'POST /api/auth/forgot-password': { body: forgotPasswordBody, response: messageResponse, status: 202 },
  'POST /api/auth/reset-password': { body: resetPasswordBody, response: messageResponse },
  'POST /api/auth/cancel-email-change': { body: cancelEmailChangeBody, response: messageResponse },
  'POST /api/auth/unlock-sign-in': { body: unlockSignInBody, response: authResponse },

  // profile
  'POST /api/profile': { body: profileUpdateBody, response: profileResponse },
  'GET /api/risk-assessment': { response: riskAssessmentResponse },

  // reports
  'POST /api/blood-test/upload': { form: true, response: uploadResponse, status: 201 },
  'GET /api/blood-test/reports': { response: reportListResponse },
  'GET /api/blood-test/reports/:id': { response: reportResponse },
  'GET /api/blood-test/reports/:id/file': { file: true },
  'PATCH /api/blood-test/reports/:id/biomarkers/:biomarkerId': {
    body: biomarkerCorrectionBody,
    response: biomarkerResultResponse,
  },
  'POST /api/blood-test/reports/:id/biomarkers': {
    body: biomarkerAddBody,
    response: biomarkerResultResponse,
    status: 201,
  },
  'POST /api/blood-test/reports/:id/biomarkers/:biomarkerId/confirm': { response: biomarkerResultResponse },
  'GET /api/blood-test/reports/:id/biomarkers/:biomarkerId/crop': { file: true },
  'POST /api/blood-test/reports/:id/retry': { response: reportUpdatedResponse },
  'POST /api/blood-test/reports/:id/identity': { body: reportIdentityBody, response: reportUpdatedResponse },
  'DELETE /api/blood-test/reports/:id': { response: messageResponse },
  'GET /api/biomarkers': { response: biomarkerSeriesResponse },

  // plans
  'POST /api/plans/generate': { body: generatePlanBody, response: generatePlanResponse, status: 201 },
  'GET /api/plans/active': { response: activePlanResponse },
  'GET /api/plans': { response: planListResponse },
  'GET /api/plans/:id': { response: planDetailResponse },
  'GET /api/plans/:id/versions': { response: planVersionListResponse },
  'GET /api/plans/:id/versions/:version': { response: planDetailResponse },
  'GET /api/plans/:id/swaps/options': { query: swapOptionsQuery, response: swapOptionsResponse },
  'POST /api/plans/:id/swaps': { body: swapChoiceBody, response: swapChoiceResponse },
  'GET /api/plans/:id/calendar.ics': { query: planCalendarQuery, file: true },
  'GET /api/plans/:id/review': { response: planReviewResponse },
  'GET /api/plans/:id/health-report.pdf': { file: true },
  'GET /api/plans/:id/certificate.pdf': { file: true },
  'GET /api/exercises/:id': { response: exerciseDetailResponse },

  // foods (the food log)
  'GET /api/foods': { query: foodSearchQuery, response: foodSearchResponse },
  'GET /api/foods/recent': { response: recentFoodsResponse },
  'GET /api/foods/recipes': { response: recipesResponse },
  'POST /api/foods/recipes': { body: recipeBody, response: recipeResponse, status: 201 },
  'GET /api/foods/recipes/:id': { response: recipeResponse },
  'DELETE /api/foods/recipes/:id': {},
  'GET /api/foods/barcode/:gtin': { response: foodResponse },
  'GET /api/foods/:id': { response: foodResponse },
  'POST /api/foods': { body: customFoodBody, response: foodResponse, status: 201 },
  'POST /api/food-logs': { body: foodLogBody, response: foodLogResponse, status: 201 },
  'GET /api/food-logs': { query: foodLogDayQuery, response: foodLogDayResponse },
  'DELETE /api/food-logs/:id': {},
  // progress
  'PUT /api/plans/:id/meals': { body: mealLogBody, response: mealLogResponse },
  'GET /api/plans/:id/meals': { response: mealLogListResponse },
  'POST /api/workouts/logs': { body: workoutLogBody, response: workoutLogResponse, status: 201 },
  'GET /api/workouts/logs': { query: workoutLogListQuery, response: workoutLogListResponse },
  'POST /api/progress/weights': { body: weightLogBody, response: weightLogResponse, status: 201 },
  'GET /api/progress/weights': { response: weightListResponse },
  'DELETE /api/progress/weights/:date': {},
  'POST /api/progress/measurements': {
    body: measurementLogBody,
    response: measurementLogResponse,
    status: 201,
  },
  'GET /api/progress/measurements': { response: measurementListResponse },
  'GET /api/progress/activity': { query: activityQuery, response: activityResponse },
  'GET /api/progress/summary': { response: progressSummarySchema },
  'GET /api/progress/outcomes': { response: progressOutcomesSchema },
  'POST /api/progress/check-ins': { response: checkInResponse, status: 201 },
  'GET /api/progress/export': { query: progressExportQuery, file: true },
  'POST /api/progress/photos': { form: true, response: progressPhotoResponse, status: 201 },
  'GET /api/progress/photos': { response: progressPhotoListResponse },
  'GET /api/progress/photos/:id': { file: true },
  'DELETE /api/progress/photos/:id': {},

  // account and notifications
  'POST /api/account/password': { body: changePasswordBody, response: messageResponse },
  'POST /api/account/email': { body: changeEmailBody, response: messageResponse, status: 202 },
  'GET /api/account/export': { file: true },
  'GET /api/account/export/fhir': { query: fhirExportQuery, file: true },
  'POST /api/imports/fhir': { form: true, response: fhirImportResponse, status: 201 },
  'POST /api/imports/apple-health': {
    form: true,
    query: appleHealthImportQuery,
    response: importAcceptedResponse,
    status: 202,
  },
  'POST /api/imports/fit': { form: true, response: importAcceptedResponse, status: 202 },
  'GET /api/imports': { response: importListResponse },
  'GET /api/imports/:id': { response: importSchema },
  'DELETE /api/account': { body: deleteAccountBody, response: messageResponse },
  'GET /api/notifications/preferences': { response: notificationPreferencesSchema },
  'PUT /api/notifications/preferences': {
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema,
  },
  'POST /api/notifications/unsubscribe': { body: unsubscribeBody, response: unsubscribeResponse },

  // billing
  'GET /api/billing/config': { response: billingConfigResponse },
  'GET /api/billing/status': { response: billingStatusResponse },
  'POST /api/billing/cancel': { response: cancelResponse },
  'POST /api/billing/sandbox/approve': { body: sandboxBody, response: sandboxApproveResponse },
  'POST /api/billing/sandbox/decline': { body: sandboxBody, response: messageResponse },
  'GET /api/razorpay/config': { response: razorpayConfigResponse },
  'POST /api/razorpay/create-order': { body: razorpayCreateOrderBody, response: razorpayOrderResponse },
  'POST /api/razorpay/verify-payment': { body: razorpayVerifyBody, response: paymentResult },
  'GET /api/paypal/setup': { response: paypalSetupResponse },
  'POST /api/paypal/order': { body: paypalOrderBody, response: paypalOrderResponse },
  'POST /api/paypal/order/:id/capture': { response: paypalCaptureResponse },
  'POST /api/stripe/create-subscription': { response: clientSecretResponse },
  'POST /api/stripe/create-payment': { body: stripePaymentBody, response: clientSecretResponse },

  // admin console
  'GET /api/admin/stats': { response: adminStatsResponse },
  'GET /api/admin/users': { query: adminUsersQuery, response: adminUsersResponse },
  'GET /api/admin/users/:id': { response: adminUserDetailResponse },
  'POST /api/admin/users/:id/disable': { response: adminAccountResponse },
  'POST /api/admin/users/:id/enable': { response: adminAccountResponse },
  'POST /api/admin/users/:id/payments/:paymentId/refund': { response: messageResponse },
  'POST /api/admin/users/:id/revoke': { body: adminRevokeBody, response: messageResponse },
  'GET /api/admin/reports': { query: adminReportsQuery, response: adminReportsResponse },
  'GET /api/admin/activity': { query: adminActivityQuery, response: adminActivityResponse },
  'GET /api/admin/system': { response: adminSystemResponse },
  'GET /api/admin/reviews': { response: adminReviewStatsSchema },
  'POST /api/admin/clinicians': { body: grantClinicianBody, response: clinicianResponse, status: 201 },
  'GET /api/admin/support/tickets': { query: adminTicketsQuery, response: adminTicketsResponse },
  'GET /api/admin/support/tickets/:id': { response: adminTicketResponse },
  'GET /api/admin/support/tickets/:id/messages/:messageId/attachment': { file: true },
  'POST /api/admin/support/tickets/:id/replies': { body: ticketMessageBody, response: adminTicketResponse },
  'POST /api/admin/support/tickets/:id/close': { response: adminTicketResponse },
  'POST /api/admin/support/tickets/:id/reopen': { response: adminTicketResponse },

  // support
  'POST /api/support/tickets': { form: true, response: ticketCreatedResponse, status: 201 },
  'GET /api/support/tickets': { response: ticketListResponse },
  'GET /api/support/tickets/:id': { response: ticketResponse },
  'POST /api/support/tickets/:id/messages': { body: ticketMessageBody, response: ticketResponse },
  'GET /api/support/tickets/:id/messages/:messageId/attachment': { file: true },

  // clinician review and consultations
  'GET /api/clinician/reviews': { query: reviewQueueQuery, response: reviewQueueResponse },
  'GET /api/clinician/reviews/:planId': { response: reviewDetailResponse },
  'GET /api/clinician/reviews/:planId/crops/:reportId/:biomarkerId': { file: true },
  'POST /api/clinician/reviews/:planId/approve': { body: approveBody, response: reviewActionResponse },
  'POST /api/clinician/reviews/:planId/request-changes': {
    body: requestChangesBody,
    response: reviewActionResponse,
  },
  'POST /api/clinician/reviews/:planId/decline': { body: declineBody, response: reviewActionResponse },
  'GET /api/consultations/messages': { query: consultationThreadQuery, response: consultationThreadResponse },
  'POST /api/consultations/messages': {
    body: postMessageBody,
    response: consultationPostedResponse,
    status: 201,
  },
} as const satisfies Record<`${ApiMethod} /api/${string}`, RouteContract>;

export type ApiContract = typeof apiContract;
export type ApiRouteKey = keyof ApiContract;
