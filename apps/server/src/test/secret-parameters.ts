// Names a credential travels under in a query string (the six the access log once printed first):
// the server's log test and the reliability suite send a secret under each and look for it in the log.
export const SECRET_PARAMETERS = [
  "PHPSESSID",
  "phpsessid",
  "session",
  "auth",
  "authorization",
  "client_secret",
  "refresh_token",
  "access_token",
  "code",
  "code_verifier",
  "password",
  "cookie",
  "csrf_token",
  "x-csrf-token",
  "api_key",
  "state",
] as const;
