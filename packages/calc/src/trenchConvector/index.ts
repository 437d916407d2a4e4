// Trench convectors KRN41 (natural convection) and KRN92 (with primary air).
export { calculateKrn41, sizeKrn41 } from './krn41';
export { calculateKrn92, krn92TenderText } from './krn92';
export { type TrenchTenderFacts, trenchTenderText } from './tenderText';
export { KRN92_ERROR_TEXTS, TRENCH_TERMS } from './terms';
export { findTrenchSize, sizeKeyOf, type TrenchModel, trenchLengths, trenchSizes } from './trenchSize';
