/**
 * Whether a finger is this device's main pointer (CSS `pointer: coarse`: phones and tablets, not a
 * laptop with a touch screen beside its touchpad). Read once at start: what a new profile starts with
 * (settings), the first-run touch hint and the bulk download's default destination follow it.
 */
export const isFingerFirst: boolean =
  typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
