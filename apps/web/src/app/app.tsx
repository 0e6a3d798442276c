/**
 * The app's providers around the router: TanStack Query, the data source the screens read through,
 * and the effects that apply saved settings. main.tsx builds the real instances; tests pass stubs.
 * Loading this module fills the feature slots shared components use (feature-slots.ts).
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider, type createBrowserRouter } from "react-router";
import type { DataSource } from "../data/data-source";
import { DataSourceProvider } from "../data/data-source-context";
import { setUpFeatureSlots } from "./feature-slots";
import { useSettingsEffects } from "./use-settings-effects";

setUpFeatureSlots();

export interface AppProps {
  readonly router: ReturnType<typeof createBrowserRouter>;
  readonly queryClient: QueryClient;
  readonly source: DataSource;
}

function SettingsEffects() {
  useSettingsEffects();
  return null;
}

export function App({ router, queryClient, source }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <DataSourceProvider source={source}>
        <SettingsEffects />
        <RouterProvider router={router} />
      </DataSourceProvider>
    </QueryClientProvider>
  );
}
