/** The part of @lhncbc/ucum-lhc (no types of its own) the FHIR import uses. */
declare module '@lhncbc/ucum-lhc' {
  interface Conversion {
    status: 'succeeded' | 'failed' | 'error';
    toVal?: number;
    msg: string[];
  }
  interface UcumLhcUtils {
    convertUnitTo(fromUnit: string, value: number, toUnit: string): Conversion;
    validateUnitString(unit: string): { status: 'valid' | 'invalid' | 'error'; msg: string[] };
  }
  const ucum: { UcumLhcUtils: { getInstance(): UcumLhcUtils } };
  export default ucum;
}
