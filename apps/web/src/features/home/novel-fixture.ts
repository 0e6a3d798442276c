// A Novel as the lists show it, for the Home and Rank tests.
import type { Novel } from "@pxv/pixiv";

export function novel(id: number, title: string): Novel {
  const cover = { s: "/-/c/s.jpg", m: "/-/c/m.jpg", l: "/-/c/l.jpg" };
  return {
    id,
    title,
    caption: "",
    author: { id: 5000, name: "Writer", account: "writer", avatar: "/-/a.jpg", is_followed: false },
    created: "2026-11-20T12:00:00+09:00",
    images: [cover],
    tags: [{ name: "オリジナル", translated_name: null }],
    text_length: 12000,
    count: 1,
    view: 10,
    like: 3,
    x_restrict: 0,
    illust_ai_type: 1,
    is_original: true,
    is_bookmarked: false,
    series: null,
    visible: true,
  };
}
