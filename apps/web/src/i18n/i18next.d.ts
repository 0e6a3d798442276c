// Types t() keys from the zh-CN messages, so that a missing or misspelt key fails type checking.
import "i18next";
import type zhCN from "./locales/zh-CN.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof zhCN };
  }
}
