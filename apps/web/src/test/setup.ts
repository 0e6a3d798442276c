// Set-up for every web test: Testing Library's waits (findBy…, waitFor) get a generous limit. A wait
// ends as soon as its condition holds, so the limit only guards against a hang; screens load lazily
// and a busy machine may take seconds to compile them the first time.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 10_000 });
