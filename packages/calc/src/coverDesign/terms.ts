import cs from '../locales/cs/cover.json';
import de from '../locales/de/cover.json';
import en from '../locales/en/cover.json';
import fr from '../locales/fr/cover.json';
import it from '../locales/it/cover.json';
import { translationsOf } from '../translations';
/**
 * The Cross-Designer's words, shared by its screen and its documents (spread into TERMS), in the
 * order de, en, cs, fr, it. Quantities without their unit, as in TERMS; `{name}` marks a value.
 */
export const COVER_TERMS = translationsOf({ de, en, cs, fr, it });
