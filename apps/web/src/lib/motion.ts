/**
 * Motion the user asked to avoid: scripted scrolling is smooth only when the system does not prefer
 * reduced motion (CSS transitions and animations are switched off in index.css under the same query).
 */
export function scrollBehavior(): ScrollBehavior {
  const reduce = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  return reduce ? "instant" : "smooth";
}
