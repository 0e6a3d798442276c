/**
 * Whether someone is signed in. No login mode exists yet (app-API and web login come later), so
 * nobody is; screens that change when signed in (the Following tab) already ask here.
 */
export function useIsLoggedIn(): boolean {
  return false;
}
