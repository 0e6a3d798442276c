/**
 * The reader's toolbar: the bookmark and local-favourite buttons, text settings toggle, comments popup, translation (server AI or the
 * browser's Translator, streaming, toggled back to the original) and export in every format, with
 * printing on desktops only (the default format setting, novelDefDlFormat, preselects one).
 */
import { Download, Languages, LoaderCircle, MessageSquare, Share2, Type } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import { useSettingsStore } from "../../settings/settings-store";
import type { NovelExportInput } from "./export/export-input";
import {
  availableExportFormats,
  canPrint,
  defaultFormat,
  exportNovel,
  PRINT_FORMAT,
  type NovelExportFormat,
} from "./export/export-novel";
import { useTextConfigStore } from "./text-config";
import { hasBrowserTranslator, type TranslatorKind } from "./translation";
import { BookmarkButton } from "../account/bookmark-button";
import { LocalFavoriteButton } from "../local-favorites/local-favorite-button";
import { useArchiveOpenedWork } from "../work-archive/use-archive-opened-work";

const buttonClass =
  "inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-3 py-1.5 text-sm hover:bg-neutral-100 disabled:opacity-50 dark:border-neutral-700 dark:hover:bg-neutral-800";

export interface TranslationState {
  readonly status: "original" | "loading" | "translated";
  readonly start: (kind: TranslatorKind) => void;
  readonly showOriginal: () => void;
}

export function NovelActions({
  input,
  settingsOpen,
  onToggleSettings,
  onOpenComments,
  translation,
  translatable,
}: {
  input: NovelExportInput;
  /** False for a novel already in Chinese, the translation's language. */
  translatable: boolean;
  settingsOpen: boolean;
  onToggleSettings: () => void;
  onOpenComments: () => void;
  translation: TranslationState;
}) {
  const { t } = useTranslation("reader");
  const savedFormat = useSettingsStore((state) => state.app.novelDefDlFormat);
  const template = useSettingsStore((state) => state.app.dlFileNameTpl);
  const removeStyle = useSettingsStore((state) => state.app.novelDlRmStyle);
  const defaultTranslator = useSettingsStore((state) => state.app.novelDefTranslate);
  // novelDlRmStyle: exports without the reader's inline text style (the indent).
  const indent = useTextConfigStore((state) => state.config.indent) && !removeStyle;
  const browserTranslator = hasBrowserTranslator();
  // The default translator (novelDefTranslate) comes first; a Chinese novel needs none.
  const translators: TranslatorKind[] = translatable
    ? defaultTranslator === "browser" && browserTranslator
      ? ["browser", "ai"]
      : browserTranslator
        ? ["ai", "browser"]
        : ["ai"]
    : [];
  // Printing is offered on desktops only; the device does not change while the reader is open.
  const [formats] = useState(() => availableExportFormats(canPrint()));
  const [format, setFormat] = useState<NovelExportFormat>(() => defaultFormat(savedFormat, formats));
  const [exporting, setExporting] = useState(false);
  useArchiveOpenedWork(input.novel);

  const share = async (): Promise<void> => {
    const url = `${location.origin}/novel/${input.novel.id}`;
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: input.novel.title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast(t("novel.link_copied"));
    } catch (error) {
      // Closing the system share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast.error(t("user.copy_failed", { error: String(error) }));
    }
  };

  const runExport = async (): Promise<void> => {
    setExporting(true);
    try {
      await exportNovel(format, input, { template, indent });
    } catch (error) {
      console.error("Novel export failed", error);
      toast.error(t("novel.export_failed"));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="novel-actions">
      <BookmarkButton work={input.novel} variant="labelled" />
      <LocalFavoriteButton work={input.novel} className={buttonClass} />
      <button
        type="button"
        className={buttonClass}
        aria-pressed={settingsOpen}
        data-testid="toggle-text-settings"
        onClick={onToggleSettings}
      >
        <Type aria-hidden className="size-4" />
        {t("novel.text_settings")}
      </button>
      <button type="button" className={buttonClass} data-testid="share-novel" onClick={() => void share()}>
        <Share2 aria-hidden className="size-4" />
        {t("novel.share")}
      </button>
      <button type="button" className={buttonClass} data-testid="open-comments" onClick={onOpenComments}>
        <MessageSquare aria-hidden className="size-4" />
        {t("comments.title")}
      </button>
      {translation.status === "translated" ? (
        <button
          type="button"
          className={buttonClass}
          data-testid="show-original"
          onClick={translation.showOriginal}
        >
          <Languages aria-hidden className="size-4" />
          {t("novel.show_original")}
        </button>
      ) : (
        translators.map((kind) => (
          <button
            key={kind}
            type="button"
            className={buttonClass}
            data-testid={`translate-${kind}`}
            disabled={translation.status === "loading"}
            onClick={() => {
              translation.start(kind);
            }}
          >
            {translation.status === "loading" ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Languages aria-hidden className="size-4" />
            )}
            {t(kind === "ai" ? "novel.translate_ai" : "novel.translate_browser")}
          </button>
        ))
      )}
      <span className="inline-flex items-center gap-1">
        <select
          aria-label={t("novel.export_format")}
          data-testid="export-format"
          value={format}
          onChange={(event) => {
            setFormat(event.target.value as NovelExportFormat);
          }}
          className="rounded-full border border-neutral-300 bg-transparent px-2 py-1.5 text-sm dark:border-neutral-700"
        >
          {formats.map((choice) => (
            <option key={choice} value={choice}>
              {choice === PRINT_FORMAT ? t("novel.export_print") : choice}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={buttonClass}
          data-testid="export-novel"
          disabled={exporting}
          onClick={() => void runExport()}
        >
          {exporting ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Download aria-hidden className="size-4" />
          )}
          {t("novel.export")}
        </button>
      </span>
    </div>
  );
}
