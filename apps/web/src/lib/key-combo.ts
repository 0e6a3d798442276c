/**
 * Keyboard events as the short strings bindings are written in: "j", "Shift+b", "?", "ArrowDown",
 * "Shift+Space", and two-key sequences as "g h". Shift is part of a symbol's character ("?" is
 * Shift+/ on most layouts), so it is written only for letters and named keys. Any key held with
 * Ctrl, Alt or Meta, and the keys the browser or a screen reader needs (Tab, function keys, Insert,
 * modifiers…), give null: pxv never takes them.
 */

/** Named keys pxv never binds: focus movement, browser and screen-reader functions. */
const RESERVED_KEYS: ReadonlySet<string> = new Set([
  "Tab",
  "Insert",
  "CapsLock",
  "NumLock",
  "ScrollLock",
  "ContextMenu",
  "Home",
  "End",
  "Shift",
  "Control",
  "Alt",
  "AltGraph",
  "Meta",
  "OS",
  "Dead",
  "Process",
  "Unidentified",
  "Compose",
  "PrintScreen",
  "Pause",
]);

const FUNCTION_KEY = /^F\d{1,2}$/;

export interface KeyLike {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

/** The combo of one key press, or null when pxv must leave that key alone. */
export function comboOf(event: KeyLike): string | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const { key } = event;
  if (key === " ") return event.shiftKey ? "Shift+Space" : "Space";
  // One character (a surrogate pair counts as one): a printable key.
  if (key.length === 1 || (key.length === 2 && (key.codePointAt(0) ?? 0) > 0xffff)) {
    const lower = key.toLowerCase();
    // A letter (of any script) has a case; a symbol's shift is already in its character.
    if (lower !== key.toUpperCase()) return event.shiftKey ? `Shift+${lower}` : lower;
    return key;
  }
  if (RESERVED_KEYS.has(key) || FUNCTION_KEY.test(key)) return null;
  return event.shiftKey ? `Shift+${key}` : key;
}

/** Whether a binding (one combo or a two-combo sequence) is one pxv may take. */
export function isBindable(binding: string): boolean {
  const parts = binding.split(" ");
  if (parts.length < 1 || parts.length > 2) return false;
  return parts.every((part) => {
    const shifted = part.startsWith("Shift+");
    const key = shifted ? part.slice("Shift+".length) : part;
    if (key === "") return false;
    // A named key is one word (ArrowDown, PageUp, Escape); anything else must be one character.
    if (key.length > 2 && !/^[A-Z][A-Za-z]*\d*$/.test(key)) return false;
    const named = key === "Space" ? " " : key;
    return comboOf({ key: named, shiftKey: shifted, ctrlKey: false, altKey: false, metaKey: false }) === part;
  });
}

/** A field that takes typing: keys then belong to it. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) {
    return !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(
      target.type,
    );
  }
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** A control Enter and Space already activate (links, buttons, menu items…). */
export function isActivatable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest(
      "a[href], button, summary, input, select, textarea, [role=button], [role=menuitem], [role=link], [role=tab], [role=option]",
    ) !== null
  );
}

/**
 * Widgets whose arrow keys move within them (tabs, radio groups, sliders, menus, lists). A widget in
 * an inert subtree owns nothing: the card that opened the viewer may keep the focus for a moment
 * after the list under the viewer turns inert, and ← / → then page the viewer.
 */
export function ownsArrowKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest("[inert]") === null &&
    target.closest(
      "[role=tablist], [role=radiogroup], [role=listbox], [role=slider], [role=menu], [role=grid], [role=tree]",
    ) !== null
  );
}

/** How a combo reads in the shortcut sheet (symbols for arrows, words for the rest). */
const KEY_NAMES: Readonly<Record<string, string>> = {
  ArrowLeft: "←",
  ArrowRight: "→",
  ArrowUp: "↑",
  ArrowDown: "↓",
  Escape: "Esc",
  PageUp: "PgUp",
  PageDown: "PgDn",
};

export function comboLabel(binding: string): string[] {
  return binding.split(" ").map((part) => {
    const shifted = part.startsWith("Shift+");
    const key = shifted ? part.slice("Shift+".length) : part;
    const name = KEY_NAMES[key] ?? (key.length === 1 ? key.toUpperCase() : key);
    return shifted ? `Shift+${name}` : name;
  });
}
