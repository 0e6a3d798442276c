// Loads the response schemas (wire-schemas.ts) once, on first use.
export type WireSchemas = typeof import("./wire-schemas");

let loading: Promise<WireSchemas> | null = null;

export function loadWireSchemas(): Promise<WireSchemas> {
  loading ??= import("./wire-schemas");
  return loading;
}
