/**
 * The collapsible groups of the preference page for the app settings of PRODUCT.md §3 beyond display,
 * lists and blocking: images and lists, the viewer, downloads, ugoira, novels and the actions of a
 * signed-in user. Each control stores one setting; the combination rules of PRODUCT.md §5 are applied by
 * the store (long press) or here (original resolution only with its image host; switches that ask
 * before they turn on, see preference-controls.tsx).
 */
import { fileNameFromTemplate, fileNameTemplateProblem, isDigitsOnly } from "@pxv/pixiv";
import { LANGUAGES } from "../../i18n/languages";
import { useTranslation } from "../../i18n/use-translation";
import { BooleanSetting, SelectRow, SettingsGroup, TextSetting, useAppSetting } from "./preference-controls";
import { isOriginalResolutionAllowed } from "./setting-rules";
import {
  IMAGE_RESOLUTIONS,
  NOVEL_DOWNLOAD_FORMATS,
  NOVEL_TRANSLATORS,
  PICTURE_TRANSLATION_TARGETS,
  SLIDESHOW_INTERVALS_S,
  UGOIRA_BITRATES_MBPS,
  UGOIRA_DOWNLOAD_FORMATS,
  WATERFALL_TYPES,
  type AppSettings,
} from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";

type NumberKey = { [K in keyof AppSettings]: AppSettings[K] extends number ? K : never }[keyof AppSettings];

/** The work the reference viewer names its sample file after (PRODUCT.md §B5). */
const SAMPLE_WORK = {
  author: "pxv",
  authorId: 11,
  title: "HAPPY END??",
  pid: 135826089,
  index: 0,
  width: 1200,
  height: 1697,
  tags: "original_girl",
  createDate: "2025-11-01",
} as const;

/** The sample file name a template gives (shown under the template field). */
export function sampleFileName(template: string): string {
  return `${fileNameFromTemplate(template, SAMPLE_WORK)}.png`;
}

function NumberSetting({ name, label, max }: { name: NumberKey; label: string; max: number }) {
  const { t } = useTranslation("prefs");
  const [value, set] = useAppSetting(name);
  return (
    <TextSetting
      label={label}
      value={String(value)}
      inputMode="numeric"
      accept={(text) => text !== "" && isDigitsOnly(text) && Number(text) <= max}
      error={t("pref.digits_only")}
      testId={`pref-${name}`}
      onSave={(text) => {
        set(Number(text));
      }}
    />
  );
}

function choose<T extends string | number>(choices: readonly T[], value: string): T | undefined {
  return choices.find((choice) => String(choice) === value);
}

export function ImagesGroup() {
  const { t } = useTranslation("prefs");
  const [wfType, setWfType] = useAppSetting("wfType");
  const [reso, setReso] = useAppSetting("imgReso");
  const [lazy] = useAppSetting("isImgLazy");
  const imageHost = useSettingsStore((state) => state.imageHost);
  const originalAllowed = isOriginalResolutionAllowed(imageHost);
  const wfLabels: Record<AppSettings["wfType"], string> = {
    Masonry: t("pref.wf_masonry"),
    Grid: t("pref.wf_grid"),
    Justified: t("pref.wf_justified"),
  };
  return (
    <SettingsGroup title={t("pref.images")} testId="pref-group-images">
      <SelectRow
        label={t("pref.wf_type")}
        value={wfType}
        testId="pref-wfType"
        choices={WATERFALL_TYPES.map((value) => ({ value, label: wfLabels[value] }))}
        onChange={(value) => {
          const next = choose(WATERFALL_TYPES, value);
          if (next !== undefined) setWfType(next);
        }}
      />
      <SelectRow
        label={t("pref.img_reso")}
        value={reso === "Original" && !originalAllowed ? "Large" : reso}
        testId="pref-imgReso"
        {...(originalAllowed ? {} : { hint: t("pref.img_reso_original_hint") })}
        choices={IMAGE_RESOLUTIONS.map((value) => ({
          value,
          label: t(`pref.choice.reso.${value}`),
          disabled: value === "Original" && !originalAllowed,
        }))}
        onChange={(value) => {
          const next = choose(IMAGE_RESOLUTIONS, value);
          if (next !== undefined) setReso(next);
        }}
      />
      <BooleanSetting name="isImageFitScreen" label={t("pref.fit_screen")} />
      <BooleanSetting name="isVirtualList" label={t("pref.virtual_list")} />
      <BooleanSetting name="isImgLazy" label={t("pref.img_lazy")} />
      {lazy ? <BooleanSetting name="isImgLazyOb" label={t("pref.img_lazy_observer")} /> : null}
      <BooleanSetting name="searchListPagination" label={t("pref.search_pagination")} />
      <BooleanSetting name="manualLoadRelated" label={t("pref.manual_related")} />
    </SettingsGroup>
  );
}

export function ViewerGroup() {
  const { t } = useTranslation("prefs");
  const [interval, setSlideshowInterval] = useAppSetting("slideshowInterval");
  return (
    <SettingsGroup title={t("pref.viewer")} testId="pref-group-viewer">
      <BooleanSetting name="isEnableSwipe" label={t("pref.swipe")} />
      <SelectRow
        label={t("pref.slideshow_interval")}
        value={String(interval)}
        testId="pref-slideshowInterval"
        choices={SLIDESHOW_INTERVALS_S.map((seconds) => ({
          value: String(seconds),
          label: t("pref.seconds", { seconds }),
        }))}
        onChange={(value) => {
          const next = choose(SLIDESHOW_INTERVALS_S, value);
          if (next !== undefined) setSlideshowInterval(next);
        }}
      />
      <PictureTranslationTarget />
      <BooleanSetting name="isUseFancybox" label={t("pref.fancybox")} />
      <BooleanSetting
        name="isDirectPximg"
        label={t("pref.direct_pximg")}
        hint={t("pref.direct_pximg_hint")}
      />
      <BooleanSetting name="withBodyBg" label={t("pref.body_bg")} />
      <BooleanSetting name="navBarAltStyle" label={t("pref.nav_alt_style")} />
      <BooleanSetting name="showFpsDemo" label={t("pref.fps_demo")} />
    </SettingsGroup>
  );
}

/** The language pictures are translated into: the interface's, or one chosen (features/picture-translation). */
function PictureTranslationTarget() {
  const { t } = useTranslation("prefs");
  const [target, setTarget] = useAppSetting("pictureTranslateTo");
  return (
    <SelectRow
      label={t("pref.picture_translate_to")}
      value={target}
      testId="pref-pictureTranslateTo"
      choices={[
        { value: "", label: t("pref.interface_language") },
        ...LANGUAGES.map(({ code, name }) => ({ value: code, label: name })),
      ]}
      onChange={(value) => {
        const next = choose(PICTURE_TRANSLATION_TARGETS, value);
        if (next !== undefined) setTarget(next);
      }}
    />
  );
}

export function DownloadGroup() {
  const { t } = useTranslation("prefs");
  const [template, setTemplate] = useAppSetting("dlFileNameTpl");
  return (
    <SettingsGroup title={t("pref.download")} testId="pref-group-download">
      <TextSetting
        label={t("pref.file_name_template")}
        value={template}
        accept={(text) => fileNameTemplateProblem(text) === null}
        error={t("pref.file_name_template_error")}
        testId="pref-dlFileNameTpl"
        describe={(draft) => t("pref.file_name_sample", { name: sampleFileName(draft) })}
        onSave={setTemplate}
      />
      <BooleanSetting
        name="dlSubDirByAuthor"
        label={t("pref.sub_dir_by_author")}
        hint={t("pref.sub_dir_by_author_hint")}
      />
      <BooleanSetting name="preferDownloadByFsa" label={t("pref.prefer_fsa")} />
      <BooleanSetting name="preferDownloadByTm" label={t("pref.prefer_tm")} />
    </SettingsGroup>
  );
}

export function UgoiraGroup() {
  const { t } = useTranslation("prefs");
  const [format, setFormat] = useAppSetting("ugoiraDefDLFormat");
  const [bitrate, setBitrate] = useAppSetting("ugoiraMp4Bitrate");
  return (
    <SettingsGroup title={t("pref.ugoira")} testId="pref-group-ugoira">
      <BooleanSetting name="autoPlayUgoira" label={t("pref.autoplay_ugoira")} />
      <SelectRow
        label={t("pref.ugoira_format")}
        value={format}
        testId="pref-ugoiraDefDLFormat"
        choices={UGOIRA_DOWNLOAD_FORMATS.map((value) => ({
          value,
          label: value === "" ? t("pref.unset") : t(`pref.choice.ugoira.${value}`),
        }))}
        onChange={(value) => {
          const next = choose(UGOIRA_DOWNLOAD_FORMATS, value);
          if (next !== undefined) setFormat(next);
        }}
      />
      <SelectRow
        label={t("pref.ugoira_bitrate")}
        value={String(bitrate)}
        testId="pref-ugoiraMp4Bitrate"
        choices={UGOIRA_BITRATES_MBPS.map((value) => ({ value: String(value), label: `${value} Mbps` }))}
        onChange={(value) => {
          const next = choose(UGOIRA_BITRATES_MBPS, value);
          if (next !== undefined) setBitrate(next);
        }}
      />
      <BooleanSetting name="isUgoiraApngSaveAsPng" label={t("pref.apng_as_png")} />
      <BooleanSetting name="isUgoiraAvifSrc" label={t("pref.avif_src")} />
    </SettingsGroup>
  );
}

export function NovelGroup() {
  const { t } = useTranslation("prefs");
  const [format, setFormat] = useAppSetting("novelDefDlFormat");
  const [translator, setTranslator] = useAppSetting("novelDefTranslate");
  const [noShort] = useAppSetting("novelFilterNoShortLen");
  const [noLongTag] = useAppSetting("novelFilterNoLongTag");
  return (
    <SettingsGroup title={t("pref.novel")} testId="pref-group-novel">
      <SelectRow
        label={t("pref.novel_format")}
        value={format}
        testId="pref-novelDefDlFormat"
        choices={NOVEL_DOWNLOAD_FORMATS.map((value) => ({
          value,
          label: value === "" ? t("pref.unset") : t(`pref.choice.novel.${value}`),
        }))}
        onChange={(value) => {
          const next = choose(NOVEL_DOWNLOAD_FORMATS, value);
          if (next !== undefined) setFormat(next);
        }}
      />
      <BooleanSetting name="novelDlRmStyle" label={t("pref.novel_rm_style")} />
      <SelectRow
        label={t("pref.novel_translator")}
        value={translator}
        testId="pref-novelDefTranslate"
        choices={NOVEL_TRANSLATORS.map((value) => ({
          value,
          label: t(`pref.novel_translator_${value === "" ? "none" : value}`),
        }))}
        onChange={(value) => {
          const next = choose(NOVEL_TRANSLATORS, value);
          if (next !== undefined) setTranslator(next);
        }}
      />
      <BooleanSetting name="isAutoLoadKissT" label={t("pref.auto_translator")} />
      <BooleanSetting name="novelFilterNoShortLen" label={t("pref.novel_no_short")} />
      {noShort ? (
        <NumberSetting name="novelFilterTextLenMin" label={t("pref.novel_min_length")} max={999_999} />
      ) : null}
      <BooleanSetting name="novelFilterNoLongTag" label={t("pref.novel_no_long_tag")} />
      {noLongTag ? (
        <>
          <NumberSetting name="novelFilterTagLenMax" label={t("pref.novel_tag_max")} max={999} />
          <NumberSetting name="novelFilterTagSplitMax" label={t("pref.novel_tag_split_max")} max={99} />
        </>
      ) : null}
    </SettingsGroup>
  );
}

export function AccountActionsGroup() {
  const { t } = useTranslation("prefs");
  return (
    <SettingsGroup title={t("pref.account_actions")} testId="pref-group-account">
      <p className="px-4 py-2 text-xs text-neutral-500">{t("pref.account_hint")}</p>
      <BooleanSetting name="isDefBookmarkPrivate" label={t("pref.def_bookmark_private")} />
      <BooleanSetting name="isDefFollowPrivate" label={t("pref.def_follow_private")} />
      <BooleanSetting name="isDefBookmarkAddTags" label={t("pref.def_bookmark_tags")} />
      <BooleanSetting name="isAutoFollowAfterBookmark" label={t("pref.follow_after_bookmark")} />
      <BooleanSetting name="isAutoDownLoadAfterBookmark" label={t("pref.download_after_bookmark")} />
      <BooleanSetting name="isAutoBookmarkAfterDownload" label={t("pref.bookmark_after_download")} />
      <BooleanSetting name="isLongpressPrivateBookmark" label={t("pref.longpress_private_bookmark")} />
      <BooleanSetting name="isLongpressPrivateFollow" label={t("pref.longpress_private_follow")} />
    </SettingsGroup>
  );
}
