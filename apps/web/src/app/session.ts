/**
 * Whether someone is signed in. No login mode exists yet (app-API and web login come with the
 * sign-in issue), so nobody is; screens that change when signed in (the Following tab, start
 * pages) already ask here.
 */
export function isLoggedIn(): boolean {
  return false;
}

export function useIsLoggedIn(): boolean {
  return isLoggedIn();
}
