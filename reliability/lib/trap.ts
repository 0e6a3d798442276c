/**
 * The SSRF trap: a loopback listener this suite owns. Any request pxv makes to it — through the
 * image proxy, the relays, the API's URL parameters or a Host header — is a hit; the goal is zero.
 */
import { createServer, type Server } from "node:http";

export interface Trap {
  readonly address: string;
  readonly hits: string[];
  close(): Promise<void>;
}

export async function startTrap(): Promise<Trap> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(`${request.method ?? "?"} ${request.url ?? ""}`);
    response.end("trap");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    address: `127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Requests that try to make pxv fetch the trap. */
export function ssrfAttempts(
  trap: string,
): { method: string; path: string; headers?: Record<string, string> }[] {
  const encoded = encodeURIComponent(`http://${trap}/ssrf`);
  const paths = [
    `/-//${trap}/ssrf.jpg`,
    `/-/%2F%2F${trap}/ssrf.jpg`,
    `/-@${trap}/ssrf.jpg`,
    `/-/..%2F..%2F${trap}/ssrf.jpg`,
    `/~//${trap}/ssrf.png`,
    `/-/http://${trap}/ssrf.jpg`,
    `/pixiv-app-api//${trap}/ssrf`,
    `/pixiv-app-api/http://${trap}/ssrf`,
    `/pixiv-app-api/@${trap}/ssrf`,
    `/pixiv-oauth//${trap}/auth/token`,
    `/api/pixiv-now/http//${trap}/ssrf`,
    `/api/pixiv-now/http/http://${trap}/ssrf`,
    `/api/pixiv/req_get?url=${encoded}`,
    `/api/pixiv/req_get?url=${encodeURIComponent(`//${trap}/ssrf`)}`,
    `/api/pixiv/req_post?url=${encoded}`,
    `/api/pixiv/related?id=118000001&nextUrl=${encoded}`,
    `/api/pixiv/illust_comments?id=118000001&nextUrl=${encoded}`,
    `/api/pixiv/search?word=cat&nextUrl=${encodeURIComponent(`http://${trap}/v1/search/illust?word=cat`)}`,
    `/api/pid-recover/${encodeURIComponent(`http://${trap}/`)}`,
    `/api/sketch/hls/1/${encodeURIComponent(`//${trap}`)}/x.m3u8`,
    `/api/pixivision/${encodeURIComponent(`http://${trap}/`)}`,
  ];
  return [
    ...paths.map((path) => ({ method: "GET", path })),
    { method: "GET", path: "/-/img-master/img/x.jpg", headers: { host: trap } },
    {
      method: "GET",
      path: "/api/pixiv/illust?id=118000001",
      headers: { "x-forwarded-host": trap, host: trap },
    },
    { method: "GET", path: `http://${trap}/ssrf` },
    { method: "CONNECT", path: trap },
  ];
}
