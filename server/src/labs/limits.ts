/**
 * Engineering limits of the extractor, in one place. These are not clinical numbers: each comment says why the
 * value was chosen (measured on the fixtures on a 2-core machine, or a safety margin).
 */
export const DOCUMENT_LIMITS = {
  /** Lab reports run 1–30 pages (Indian "full body" packages are the long tail); more is not a lab report. */
  maxPdfPages: 40,
  /**
   * Decompression-bomb guard for PDFs: no Flate stream may inflate past this, nor all together past the total.
   * A 300 dpi A4 colour page stored as a Flate bitmap is ~26 MB; text pages are kilobytes.
   */
  maxPdfStreamInflatedBytes: 48 * 1024 * 1024,
  maxPdfTotalInflatedBytes: 160 * 1024 * 1024,
  /** Pages beyond this are not OCR'd: at ~1.5 s/page on 2 cores a longer scan would exceed any sane upload wait. */
  maxOcrPages: 12,
  /** Decoded PDF images larger than this are skipped by pdf.js (a 600 dpi A3 scan is ~70 MP). */
  maxPdfImagePixels: 80_000_000,
  /** A page whose text layer has fewer letters/digits than this is treated as an image (scanned) page. */
  minTextCharsPerPage: 40,
  /**
   * Documents with at most this many OCR pages are read twice (two renderings, in parallel on two idle
   * workers): on the degraded generated photos it read 33/35 rows instead of 31/35, at twice the CPU per page.
   */
  maxPagesForSecondReading: 1,
  /** Fewer results than this and the outcome is needs_review: the document was read but hardly matched... */
  minResultsProcessed: 3,
  /** ...unless at least this share of the lines shaped like result rows were read (single-test reports). */
  minShareOfRowsRead: 0.6,
  /** Text PDFs up to this many pages are OCR'd when their text layer gave no usable results (broken layer). */
  maxPagesForOcrFallback: 3,
  /**
   * A page read in English that holds at least this many lines shaped like result rows, most of them unread, is
   * read again with the Chinese model (tesseract's orientation check does not always name Han script: a scanned
   * Chinese report read in English gave 7 of its 45 results, its names garbled).
   */
  minRowsForScriptRetry: 8,
  /** Mean OCR word confidence (0–100) under which a photo is considered too blurry to trust. */
  minOcrConfidence: 55,
} as const;

export const PDF_IMAGE_LIMITS = {
  /** Rendering resolution for pages without a usable embedded image: 300 dpi, tesseract's sweet spot. */
  renderDpi: 300,
  /** Largest page rendering (a page can declare any size): an A3 page at 300 dpi is ~17.5 MP. */
  maxRenderPixels: 20_000_000,
  /** An embedded image is "the scan" of its page if its aspect ratio is within this fraction of the page's. */
  aspectTolerance: 0.04,
} as const;

export const IMAGE_LIMITS = {
  /** sharp refuses inputs that declare more pixels (decompression bombs); 100 MP covers a 12 000×8 000 scan. */
  maxInputPixels: 100_000_000,
  /** Long side after upscaling: an A4 page at 300 dpi is 3508 px; 3000 keeps 10-pt text ≥ 25 px tall. */
  targetLongSide: 3000,
  /** Larger images are scaled down to this long side (an A4 page at ~300 dpi). */
  maxLongSide: 3600,
  /** Never upscale more than this: blown-up JPEG noise is read as characters. */
  maxUpscale: 3,
  /** Paper brightness is estimated on tiles of this size (px) — larger than a character, smaller than a shadow. */
  backgroundTile: 48,
  /**
   * A tile's paper colour is the brightness exceeded by this fraction of its pixels. The median (0.5) works
   * because most of any tile is paper even inside dense text; it beat 0.1/0.3/0.9 on the fixture scans and on
   * degraded generated photos.
   */
  backgroundPercentile: 0.5,
  /** Tiles darker than this fraction of the paper brightness may be desk around a photographed page. */
  deskBrightness: 0.6,
  /** Desk tiles grow into neighbours at most this much brighter; a page edge is a bigger jump. */
  deskStep: 1.15,
  /** A run of ink longer than this fraction of the page side is a table rule, not a character. */
  ruleFraction: 0.04,
  /** ...and never shorter than this many pixels (small images). */
  minRulePx: 80,
  /** Grey level under which a pixel can belong to a rule (rules are often printed grey). */
  ruleThreshold: 200,
  /** Pixels erased on each side of a detected rule (its anti-aliased edges). */
  ruleBand: 2,
  /**
   * A rule is thin: its ink is at most this fraction of the image's long side thick (8 px at 3,000 px, a 1.5 pt
   * rule at 300 dpi blurred) in most of its columns. A blurred bold word has a long run of ink through its letters
   * too, but its stems are as tall as the letters (issue 32: "Haemoglobin" erased on a faded phone photo).
   */
  ruleMaxThickness: 0.0025,
  /** ...never under this many pixels. */
  minRuleThicknessPx: 5,
  /** Share of a run's columns that must be that thin for it to be a rule. */
  ruleThinShare: 0.5,
  /** Exponent on the paper-relative brightness after flattening: above 1 darkens thin strokes (decimal points). */
  inkGamma: 1.6,
  /**
   * The darkest ink of a page is the grey level this share of its pixels is darker than (even a sparse page
   * has more ink than this: the independent set's 15-row SI report has ~2 %).
   */
  darkestInkShare: 0.001,
  /**
   * Darkest ink lighter than this after flattening is faded print, stretched until it is `inkLevel`. Photos
   * and scans with black ink measure 30–50 (fixtures d06–d08, hard photos with black ink); faded grey-paper
   * scans 107–137.
   */
  fadedInkLevel: 70,
  /** ...unless it is lighter than this: then the page holds no ink (a blank page, paper grain). */
  fadedInkMax: 170,
  inkLevel: 30,
  /** High-contrast variant: paper-relative brightness below `contrastLow` → black, above `contrastHigh` → white. */
  contrastLow: 0.35,
  contrastHigh: 0.85,
  /** Grey level under which a pixel counts as ink for skew estimation. */
  inkThreshold: 140,
  /** Skew is estimated on a copy whose long side is about this many pixels. */
  skewSampleSide: 900,
  /** Search range of the deskew (phone photos held roughly straight). */
  maxDeskewDegrees: 8,
  /** Smaller rotations are left alone (resampling blurs more than the tilt hurts). */
  minDeskewDegrees: 0.3,
} as const;

/**
 * Finding a photographed page on a desk (page-outline.ts) to cut it out and undo the keystone. Tuned on the
 * independent set's hard photos (desk 40–60 % as bright as the paper, shadows up to half the paper's brightness).
 */
export const PAGE_OUTLINE_LIMITS = {
  /** The page edges are looked for on a copy whose long side is about this many pixels. */
  sampleSide: 600,
  /** Scan lines across each side, spread over its middle 80 % (corners may be cut off or shadowed). */
  scanLines: 40,
  /** The page edge: the first pixel this many times as bright as the desk at the border... */
  edgeRatio: 1.35,
  /** ...and at least this many grey levels brighter (a dark desk has little light to multiply). */
  edgeStep: 35,
  /** The desk reaches at most this far in from each border (a fraction of the photo's width or height). */
  maxDeskDepth: 0.35,
  /**
   * At least this share of a side's scan lines must find the edge on one straight line (a steep photo's far
   * edge is short: scan lines beyond its ends meet the side edges instead)...
   */
  minEdgeAgreement: 0.45,
  /** ...within this many (downsampled) pixels. */
  edgeTolerance: 2,
  /** A page edge leaning more than this is not a page held roughly straight (or not an edge at all). */
  maxEdgeDegrees: 15,
  /** A page corner may lie outside the photo (cut off) by at most this fraction of its long side. */
  cornerSlack: 0.1,
  /** The page covers at least this share of the photo. */
  minPageShare: 0.3,
  /** The photo is only cut when a page corner lies at least this far from the frame's (fraction of the long side). */
  minDeskShare: 0.01,
} as const;

export const OCR_LIMITS = {
  /** Default number of tesseract workers: one per core on the 2-core target machine. */
  defaultWorkers: 2,
  /**
   * Recommended ExtractDeps.pageWorkLimitMs: OCR work for one page. A dense A4 page takes ~2–11 s of work on
   * this 2-core machine; a page still unread after 45 s of work is noise, not a report.
   */
  defaultPageWorkLimitMs: 45_000,
  /** How often a page's OCR work is measured against its limit. */
  workSampleMs: 250,
  /** A page is also stopped after this many times its work limit in wall time (a hung worker). */
  wallBackstopFactor: 20,
  /**
   * Orientation detection (tesseract OSD) turns a page only when it is at least this sure. Clean pages score
   * ~4–8 whichever way they lie; pages too faint or sparse to tell score near 0, and an upright page wrongly
   * turned would lose every value, so unsure means "as it is".
   */
  minOrientationConfidence: 2,
  /**
   * A page turned by orientation detection that reads with a mean word confidence below this is read as it lies
   * too, and the better reading kept. Generated photos read the wrong way round score ~37, read right 85–90.
   */
  minTurnedPageConfidence: 60,
  /** Wall-time cap on one orientation check (it takes well under a second of work on a page). */
  orientationTimeoutMs: 30_000,
} as const;

export const REVIEW_LIMITS = {
  /**
   * A value whose OCR word confidence (0–100) is below this needs review. Tesseract's LSTM gives clean printed
   * digits ~90–96; misread digits on the fixture scans and degraded generated photos mostly came back under 75.
   */
  minWordConfidence: 75,
  /** Confidence is multiplied by this when any check on the value fails (it stays visible, ranked last). */
  failedCheckFactor: 0.3,
} as const;
