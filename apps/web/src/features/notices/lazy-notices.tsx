/**
 * The notice components, loaded on demand: the notices module reads the feed's zod schema, which
 * stays out of the first page's JavaScript this way. Each renders nothing until loaded.
 */
import { lazy, Suspense } from "react";

const notices = () => import("./notices");

const Banner = lazy(() => notices().then((module) => ({ default: module.NoticeBanner })));
const Alerts = lazy(() => notices().then((module) => ({ default: module.NoticeAlerts })));

export function LazyNoticeBanner() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}

export function LazyNoticeAlerts() {
  return (
    <Suspense fallback={null}>
      <Alerts />
    </Suspense>
  );
}
