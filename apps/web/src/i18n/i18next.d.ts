// Types t() keys from the zh-CN messages of every namespace, so that a missing or misspelt key fails
// type checking.
import "i18next";
import type zhCN from "./locales/zh-CN.json";
import type browse from "./locales/browse/zh-CN.json";
import type search from "./locales/search/zh-CN.json";
import type artwork from "./locales/artwork/zh-CN.json";
import type reader from "./locales/reader/zh-CN.json";
import type account from "./locales/account/zh-CN.json";
import type keys from "./locales/keys/zh-CN.json";
import type bulk from "./locales/bulk/zh-CN.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: {
      translation: typeof zhCN;
      browse: typeof browse;
      search: typeof search;
      artwork: typeof artwork;
      reader: typeof reader;
      account: typeof account;
      keys: typeof keys;
      bulk: typeof bulk;
    };
  }
}
