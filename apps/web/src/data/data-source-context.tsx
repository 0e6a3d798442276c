/**
 * Hands the active DataSource to the query modules. The app provides the proxy source; tests provide
 * a stub. Screens never read this directly — they call the query hooks in src/queries.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { DataSource } from "./data-source";

const DataSourceContext = createContext<DataSource | null>(null);

export function DataSourceProvider({ source, children }: { source: DataSource; children: ReactNode }) {
  return <DataSourceContext value={source}>{children}</DataSourceContext>;
}

export function useDataSource(): DataSource {
  const source = useContext(DataSourceContext);
  if (source === null) throw new Error("useDataSource must be used inside a DataSourceProvider");
  return source;
}
