// Where a work can be shared (PRODUCT.md §2 share sheet: microblog and social sites): each site's share URL.
export interface ShareTarget {
  readonly id: string;
  readonly name: string;
  readonly url: (link: string, text: string) => string;
}

const q = encodeURIComponent;

export const SHARE_TARGETS: readonly ShareTarget[] = [
  {
    id: "x",
    name: "X",
    url: (link, text) => `https://twitter.com/intent/tweet?text=${q(text)}&url=${q(link)}`,
  },
  {
    id: "weibo",
    name: "Weibo",
    url: (link, text) => `https://service.weibo.com/share/share.php?url=${q(link)}&title=${q(text)}`,
  },
  {
    id: "facebook",
    name: "Facebook",
    url: (link) => `https://www.facebook.com/sharer/sharer.php?u=${q(link)}`,
  },
  {
    id: "telegram",
    name: "Telegram",
    url: (link, text) => `https://t.me/share/url?url=${q(link)}&text=${q(text)}`,
  },
  { id: "line", name: "LINE", url: (link) => `https://social-plugins.line.me/lineit/share?url=${q(link)}` },
  {
    id: "reddit",
    name: "Reddit",
    url: (link, text) => `https://www.reddit.com/submit?url=${q(link)}&title=${q(text)}`,
  },
];
