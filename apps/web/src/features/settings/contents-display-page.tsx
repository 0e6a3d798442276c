/**
 * /setting/contents_display — the R-18, R-18G and AI switches (PRODUCT.md §2, §4). Turning R-18 or
 * R-18G on first asks the person to confirm they are 18 or older (R-18G shows a warning alert
 * before that), then applies and reloads; turning one off applies at once and reloads. The NSFW
 * flag follows PRODUCT.md §4: set to 1 when R-18 is turned on by someone not signed in (0 when signed
 * in), removed when R-18 is turned off.
 */
import { useTranslation } from "../../i18n/use-translation";
import { alertDialog, confirmDialog } from "../../components/dialogs";
import { SettingsScreen, SettingsSection, SwitchRow } from "../../components/settings-ui";
import { reloadSoon } from "../../lib/reload";
import { isLoggedIn } from "../../session/session";
import type { ContentSettings } from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";

export function ContentsDisplayPage() {
  const { t } = useTranslation();
  const content = useSettingsStore((state) => state.content);
  const setContent = useSettingsStore((state) => state.setContent);
  const setNsfwFlag = useSettingsStore((state) => state.setNsfwFlag);

  const change = async (key: keyof ContentSettings, on: boolean): Promise<void> => {
    if (on && key === "r18g") {
      await alertDialog({ title: t("contents.r18g_warning_title"), message: t("contents.r18g_warning") });
    }
    if (on && key !== "ai") {
      const adult = await confirmDialog({
        title: t("contents.age_title"),
        message: t("contents.age_confirm"),
        confirmLabel: t("contents.age_yes"),
      });
      if (!adult) return;
    }
    setContent({ [key]: on });
    if (key === "r18") setNsfwFlag(on ? (isLoggedIn() ? 0 : 1) : null);
    reloadSoon();
  };

  const row = (key: keyof ContentSettings, label: string, hint?: string) => (
    <SwitchRow
      label={label}
      {...(hint === undefined ? {} : { hint })}
      checked={content[key]}
      testId={`content-${key}`}
      onChange={(on) => {
        void change(key, on);
      }}
    />
  );

  return (
    <SettingsScreen title={t("setting.contents_display")} testId="contents-display-page">
      <SettingsSection>
        {row("r18", t("contents.r18"), t("contents.r18_hint"))}
        {row("r18g", t("contents.r18g"), t("contents.r18g_hint"))}
        {row("ai", t("contents.ai"), t("contents.ai_hint"))}
      </SettingsSection>
    </SettingsScreen>
  );
}
