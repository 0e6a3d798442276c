// The download settings every download reads (PRODUCT.md §3 App settings), in one hook.
import { useShallow } from "zustand/react/shallow";
import { useSettingsStore } from "../../settings/settings-store";

export interface DownloadSettings {
  readonly template: string;
  readonly subfolderByAuthor: boolean;
  readonly preferFileSystem: boolean;
}

export function useDownloadSettings(): DownloadSettings {
  return useSettingsStore(
    useShallow((state) => ({
      template: state.app.dlFileNameTpl,
      subfolderByAuthor: state.app.dlSubDirByAuthor,
      preferFileSystem: state.app.preferDownloadByFsa,
    })),
  );
}
