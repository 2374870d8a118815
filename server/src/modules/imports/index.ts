/**
 * What other modules may use of the imports module: the member's record as a FHIR Bundle (account export), the
 * UCUM check of a unit code, and the member's imports (account export and deletion).
 */
export { recordBundle, type RecordSource } from './fhir-write';
export { isValidUcum } from './fhir-units';
export { importsMemberData } from './imports-member-data';
