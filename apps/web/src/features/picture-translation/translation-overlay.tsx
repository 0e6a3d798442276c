/**
 * A picture's translation drawn over it: each region's original text masked in white (bubbles are
 * white in the picture whatever the theme; free text gets a white box too) and its
 * translation written in near-black, wrapped and sized to the region (region-layout.ts), in columns
 * for vertical Chinese and Japanese. Showing the original draws nothing.
 *
 * The caller puts it in a box of exactly the picture's aspect ratio; positions are percentages and
 * font sizes container units (the overlay is a size container), so it follows whatever size the
 * picture is drawn at, zoomed and panned included, without measuring anything on resize. It lets
 * clicks through to the picture, and is a labelled list of real text for screen readers.
 */
import { Fragment, useMemo, type CSSProperties } from "react";
import {
  LINE_HEIGHT,
  TEXT_PADDING_EM,
  estimatedMeasure,
  layOutRegions,
  type RegionLayout,
  type TextMeasure,
} from "./region-layout";
import type { TranslatedPicture } from "./translated-picture";

export type OverlayShowing = "translated" | "original";

export interface TranslationOverlayProps {
  readonly picture: TranslatedPicture;
  readonly showing: OverlayShowing;
  /** The list's accessible name (translated by the caller), e.g. "Translation of page 2". */
  readonly label: string;
  /** How text is measured; by default a canvas with the page's font (tests pass an estimate). */
  readonly measure?: TextMeasure;
}

/** The weight the translation is drawn and measured at (lettering is a little heavier than body text). */
const FONT_WEIGHT = 600;
/** Text is measured at this size and scaled down, so the canvas's rounding stays small. */
const MEASURE_SIZE = 100;
/**
 * Masks are opaque white: bubbles are white in the picture whatever the theme, and a see-through box
 * over free text would show the original as a ghost behind the translation.
 */
const MASK_COLOUR = "#fff";
const TEXT_COLOUR = "#111";

let canvasMeasures: { family: string; measure: TextMeasure } | null = null;

/** Advances measured on a canvas in the page's font (the body's, which the overlay inherits), kept. */
function canvasMeasure(): TextMeasure {
  const family = getComputedStyle(document.body).fontFamily || "sans-serif";
  if (canvasMeasures?.family === family) return canvasMeasures.measure;
  const context = document.createElement("canvas").getContext("2d");
  if (context === null) return estimatedMeasure;
  context.font = `${FONT_WEIGHT} ${MEASURE_SIZE}px ${family}`;
  const measure: TextMeasure = (text) => context.measureText(text).width / MEASURE_SIZE;
  canvasMeasures = { family, measure };
  return measure;
}

const percent = (value: number, whole: number): string => `${(value / whole) * 100}%`;

function regionStyle(layout: RegionLayout, picture: TranslatedPicture): CSSProperties {
  const { area, cornerRadius, fontSize, direction } = layout;
  return {
    left: percent(area.x, picture.width),
    top: percent(area.y, picture.height),
    width: percent(area.width, picture.width),
    height: percent(area.height, picture.height),
    // The overlay is as wide as the picture: 1cqw is a hundredth of its width.
    fontSize: `${(fontSize / picture.width) * 100}cqw`,
    fontWeight: FONT_WEIGHT,
    lineHeight: LINE_HEIGHT,
    padding: `${TEXT_PADDING_EM}em`,
    writingMode: direction === "vertical" ? "vertical-rl" : "horizontal-tb",
    // A circle's radius as shares of the width and the height.
    borderRadius: `${percent(cornerRadius, area.width)} / ${percent(cornerRadius, area.height)}`,
    backgroundColor: MASK_COLOUR,
    color: TEXT_COLOUR,
  };
}

export function TranslationOverlay({ picture, showing, label, measure }: TranslationOverlayProps) {
  const layouts = useMemo(
    () => (showing === "translated" ? layOutRegions(picture, measure ?? canvasMeasure()) : []),
    [picture, showing, measure],
  );
  if (showing === "original") return null;
  return (
    <ul
      // A list styled without markers loses its role in some browsers: say it.
      role="list"
      aria-label={label}
      data-testid="picture-translation-overlay"
      className="pointer-events-none absolute inset-0 m-0 list-none overflow-hidden p-0"
      style={{ containerType: "size" }}
    >
      {layouts.map((layout, index) => (
        <li
          // Regions have no identity of their own; a picture's list is replaced whole.
          key={index}
          data-testid="translated-region"
          data-area={[layout.area.x, layout.area.y, layout.area.width, layout.area.height].join(",")}
          data-direction={layout.direction}
          lang={layout.language}
          className="absolute flex items-center justify-center overflow-hidden text-center whitespace-nowrap"
          style={regionStyle(layout, picture)}
        >
          <span>
            {layout.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && (
                  <>
                    {/* Lines broken between words keep the space for screen readers. */}
                    {layout.spaceBefore[lineIndex] ? " " : null}
                    <br />
                  </>
                )}
                {line}
              </Fragment>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
