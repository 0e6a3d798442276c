// Where the session page goes after saving: back over the sign-in pages while they stay inside the
// app's own history entries, else Home (issue 24: a fresh tab's session page never leaves the app).
import { describe, expect, it } from "vitest";
import { stepsBackToApp, VIA_LOGIN } from "./after-sign-in";

describe("stepsBackToApp", () => {
  it.each([
    // [history idx, link state, steps]
    [0, null, null], // the session page opened first in a new tab
    [1, VIA_LOGIN, null], // the login page opened first, then its link: two back would leave the app
    [2, VIA_LOGIN, 2], // an app page, the login page, the session page
    [5, VIA_LOGIN, 2],
    [1, null, 1], // the session page reached from an app page without the login page
    [3, { viaLogin: "yes" }, 1],
    [undefined, VIA_LOGIN, null], // no React Router state: nothing known to be ours
    [1.5, null, null],
  ])("idx %s, state %j → %s", (idx, state, steps) => {
    expect(stepsBackToApp(idx, state)).toBe(steps);
  });
});
