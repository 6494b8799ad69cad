/**
 * The PostgreSQL text search configuration for a text: `english` or `spanish` when that language's
 * commonest words clearly outnumber the other's, `simple` (no stemming, no stop words) when neither
 * wins or the text is mostly numbers and codes, as in many spreadsheets.
 */
import type { TextLanguage } from './extract-text';

/** Short words found in any sentence of the language, and rarely in the other. */
const englishWords = new Set(
  `the and of to in is are was were be been that this these those for with on by as at from or which an
  not have has had will shall should must it its their there than into if would can`.split(/\s+/),
);
const spanishWords = new Set(
  `el la los las de del que y en para por con una un se es al lo como más su sus este esta estos estas
  son o pero sobre entre también ya les fue ha han sin muy cuando donde porque hay ser está están`.split(/\s+/),
);

/** Enough text to judge; reading further would cost time and change nothing. */
const sampleCharacters = 20_000;
/** Fewer language clues than this decide nothing. */
const minimumClues = 3;
/** In prose these words are a third of all; below this share the text is mostly something else. */
const minimumShare = 0.08;
/** How far one language must outnumber the other to win. */
const winningRatio = 2;

export function detectLanguage(text: string): TextLanguage {
  const tokens =
    text
      .slice(0, sampleCharacters)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  let english = 0;
  let spanish = 0;
  for (const token of tokens) {
    if (englishWords.has(token)) english++;
    else if (spanishWords.has(token)) spanish++;
  }
  const clues = Math.max(english, spanish);
  if (clues < minimumClues || clues / tokens.length < minimumShare) return 'simple';
  if (english >= winningRatio * spanish) return 'english';
  if (spanish >= winningRatio * english) return 'spanish';
  return 'simple';
}
