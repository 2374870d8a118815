/**
 * What other modules may use of the foods module: its part of the member's data, and the logged food energy by day
 * and meal (progress: the adaptive expenditure estimate). Its service, createFoodService (foods-service.ts), is
 * composed in services.ts; it owns /api/foods and /api/food-logs.
 */
export { foodLogCsv, foodsMemberData } from './foods-member-data';
export { loggedFoodKcal, type LoggedFoodKcal } from './foods-repo';
