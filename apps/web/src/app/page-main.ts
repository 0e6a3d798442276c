/**
 * The classes of the shell's `<main>` on a page with the main navigation: room for the bar, under
 * the page on a phone and beside it from `xl`. Read by the shell and by the server's rendering of a
 * first screen (first-screen/render.tsx), whose cards must sit exactly where the app puts them.
 */
export const PAGE_MAIN_CLASS = "pb-[calc(3.5rem+env(safe-area-inset-bottom))] xl:pb-0 xl:pl-20";
