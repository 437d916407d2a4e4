import cs from '../locales/cs/fanConvector.json';
import de from '../locales/de/fanConvector.json';
import en from '../locales/en/fanConvector.json';
import fr from '../locales/fr/fanConvector.json';
import it from '../locales/it/fanConvector.json';
import { translationsOf } from '../translations';
/**
 * The words of the fan-convector screens and documents (KC model, HPC), spread into TERMS so the
 * mini-app and the server documents say the same; kept beside the engines they describe.
 */
export const FAN_CONVECTOR_TERMS = translationsOf({ de, en, cs, fr, it });
