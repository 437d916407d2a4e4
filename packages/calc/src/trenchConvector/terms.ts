import cs from '../locales/cs/trench.json';
import de from '../locales/de/trench.json';
import en from '../locales/en/trench.json';
import fr from '../locales/fr/trench.json';
import it from '../locales/it/trench.json';
import { groupOf, type Translations, translationsOf } from '../translations';
/**
 * The trench convectors' words, shared by their screens and documents (spread into TERMS).
 * Quantities without their unit, as in TERMS.
 */
export const TRENCH_TERMS = translationsOf({ de, en, cs, fr, it });

/** The message of each KRN92 errorCode (contracts: KRN92_ERROR_CODES), in every language. */
export const KRN92_ERROR_TEXTS: Readonly<Record<number, Translations>> = translationsOf(
  groupOf({ de, en, cs, fr, it }, 'krn92Errors'),
);
