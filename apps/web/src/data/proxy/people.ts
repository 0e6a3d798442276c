// The proxy's reading part of the DataSource (people-source.ts) on the HibiAPI routes.
import type { PeopleSource } from "../people-source";
import type { ProxyClient } from "./client";

export function createProxyPeople(_client: ProxyClient): PeopleSource {
  return {};
}
